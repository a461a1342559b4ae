'use client';

import { useTranslations } from 'next-intl';
import { ModalLink } from '@/components/modal-link';
import { Notice } from '@/components/ui/notice';
import type { GameFailureInfo } from '../lib/game-failure';
import type { PlayMode } from '../hooks/use-player';
import styles from './game-screen.module.css';

/** A refused or failed play action in the player's words; short of money for real, a Deposit link opens the cashier. */
export function GameFailureNotice({ failure, mode }: { failure: GameFailureInfo | null; mode: PlayMode | null }) {
  const t = useTranslations('games.play.errors');
  if (!failure) return null;
  const text =
    failure.code === 'too_many_requests' || failure.code === 'unavailable'
      ? t(failure.code, { seconds: failure.retryAfterS ?? 1 })
      : t(failure.code);
  return (
    <Notice tone="error" role="alert" className={styles.failure}>
      <p>
        {text}
        {failure.code === 'insufficient_funds' && mode === 'real' && (
          <>
            {' '}
            <ModalLink flag="deposit" className={styles.inlineAction}>
              {t('deposit')}
            </ModalLink>
          </>
        )}
        {failure.code === 'insufficient_funds' && mode === 'demo' && <> {t('refillHint')}</>}
      </p>
    </Notice>
  );
}
