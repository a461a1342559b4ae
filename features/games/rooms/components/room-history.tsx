'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import type { RoomHistoryEntry } from '../lib/rooms-wire';
import styles from './rooms.module.css';

/** The room's last results, newest first: who won what (or the refund), each with its check. */
export function RoomHistory({ history, currency, locale, onVerify }: { history: readonly RoomHistoryEntry[]; currency: Currency; locale: string; onVerify: (entry: RoomHistoryEntry) => void }) {
  const t = useTranslations('games.play.rooms');
  const shown = history.filter((entry) => entry.potMinor > 0);
  return (
    <section className={styles.card} aria-labelledby="room-history-title">
      <header className={styles.cardHead}>
        <h2 id="room-history-title" className={styles.cardTitle}>
          {t('history.title')}
        </h2>
      </header>
      {shown.length === 0 ? (
        <p className={styles.cardNote}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.historyList}>
          {shown.map((entry) => {
            const name = entry.mine ? t('you') : entry.winner ? (entry.winner.hidden || !entry.winner.name ? t('hidden') : entry.winner.name) : null;
            return (
              <li key={entry.roundId} className={styles.historyRow} data-refunded={entry.refunded || undefined} data-mine={entry.mine || undefined}>
                <span className={styles.historyRound}>#{entry.roundId}</span>
                <span className={styles.historyWho}>
                  <span>{entry.refunded || !name ? t('history.refunded') : name}</span>
                  {entry.demo && <Badge tone="gold">{t('history.demo')}</Badge>}
                </span>
                <span className={styles.historyPayout}>{formatMinor(entry.refunded ? entry.potMinor : entry.payoutMinor, currency, locale)}</span>
                <button type="button" className={styles.checkButton} aria-label={t('history.check', { round: entry.roundId })} onClick={() => onVerify(entry)}>
                  {t('check')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
