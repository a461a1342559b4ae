'use client';

import { useTranslations } from 'next-intl';
import { Notice } from '@/components/ui/notice';
import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { usePlayerContext } from '../../shared/hooks/player-context';
import type { LiveFailure } from '../lib/live-failure';
import shared from '../../shared/components/game-screen.module.css';

/**
 * A refused or unanswered command: the game's own reasons in its words (`namespace`.code, `offline` from the live
 * games' shared words), the ones every game shares as the other games say them.
 */
export function LiveFailureNotice<Code extends string>({ failure, namespace }: { failure: LiveFailure<Code> | null; namespace: string }) {
  // The namespace is the game's (games.play.roulette.errors...): the key is built, so it is read untyped.
  const t = useTranslations() as unknown as (key: string) => string;
  const { mode } = usePlayerContext();
  if (!failure) return null;
  if (failure.kind === 'game') return <GameFailureNotice failure={failure.info} mode={mode} />;
  return (
    <Notice tone="error" role="alert" className={shared.failure}>
      <p>{failure.code === 'offline' ? t('games.play.live.errors.offline') : t(`${namespace}.${failure.code}`)}</p>
    </Notice>
  );
}
