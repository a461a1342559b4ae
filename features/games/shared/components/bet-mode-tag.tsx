'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/**
 * Which money a result was played with, from the bet itself: a real bet's result stays marked real even when the
 * session has ended meanwhile and the play bar no longer knows the player.
 */
export function BetModeTag({ demo }: { demo: boolean }) {
  const t = useTranslations('games.play.demo');
  return demo ? <Badge tone="gold">{t('badge')}</Badge> : <Badge tone="success">{t('real')}</Badge>;
}
