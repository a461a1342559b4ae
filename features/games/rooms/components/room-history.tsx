'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import { LiveListCard } from '../../live/components/live-list-card';
import type { RoomHistoryEntry } from '../lib/rooms-wire';
import { ROOM_CARD_CLASSES } from './room-card-classes';
import styles from './rooms.module.css';

/** The room's last results, newest first: who won what (or the refund), each with its check. */
export function RoomHistory({
  history,
  currency,
  locale,
  onVerify,
}: {
  history: readonly RoomHistoryEntry[];
  currency: Currency;
  locale: string;
  onVerify: (entry: RoomHistoryEntry) => void;
}) {
  const t = useTranslations('games.play.rooms');
  const shown = history.filter((entry) => entry.potMinor > 0);
  return (
    <LiveListCard
      titleId="room-history-title"
      title={t('history.title')}
      empty={shown.length === 0 ? t('history.empty') : null}
      classes={ROOM_CARD_CLASSES}
    >
      <ol className={styles.historyList}>
        {shown.map((entry) => {
          const name = entry.mine
            ? t('you')
            : entry.winner
              ? entry.winner.hidden || !entry.winner.name
                ? t('hidden')
                : entry.winner.name
              : null;
          return (
            <li
              key={entry.roundId}
              className={styles.historyRow}
              data-refunded={entry.refunded || undefined}
              data-mine={entry.mine || undefined}
            >
              <span className={styles.historyRound}>#{entry.roundId}</span>
              <span className={styles.historyWho}>
                <span>{entry.refunded || !name ? t('history.refunded') : name}</span>
                {entry.demo && <Badge tone="gold">{t('history.demo')}</Badge>}
              </span>
              <span className={styles.historyPayout}>
                {formatMinor(entry.refunded ? entry.potMinor : entry.payoutMinor, currency, locale)}
              </span>
              <button
                type="button"
                className={styles.checkButton}
                aria-label={t('history.check', { round: entry.roundId })}
                onClick={() => onVerify(entry)}
              >
                {t('check')}
              </button>
            </li>
          );
        })}
      </ol>
    </LiveListCard>
  );
}
