'use client';

import { useTranslations } from 'next-intl';
import type { LiveConnection } from '../lib/live-link';
import styles from './live.module.css';

/** The socket's state over a live game: live, connecting, reconnecting, or offline with a retry. */
export function ConnectionBadge({ connection, onRetry }: { connection: LiveConnection; onRetry: () => void }) {
  const t = useTranslations('games.play.live.connection');
  return (
    <p className={styles.connection} data-connection={connection} role="status">
      <span className={styles.connectionDot} aria-hidden="true" />
      {t(connection)}
      {connection === 'offline' && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </p>
  );
}
