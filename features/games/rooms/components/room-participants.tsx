'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import type { Participant } from '../lib/room-participants';
import styles from './rooms.module.css';

/** The round's players: name (or hidden), the colour they have on the strip, their stake and their chance of the pot. */
export function RoomParticipants({ participants, currency, locale, formatChance, winnerBetId }: {
  participants: readonly Participant[];
  currency: Currency;
  locale: string;
  formatChance: (bp: number) => string;
  winnerBetId: string | null;
}) {
  const t = useTranslations('games.play.rooms');
  return (
    <section className={styles.card} aria-labelledby="room-players-title">
      <header className={styles.cardHead}>
        <h2 id="room-players-title" className={styles.cardTitle}>
          {t('participants.title')}
        </h2>
        <span className={styles.cardNote}>{t('participants.count', { count: participants.length })}</span>
      </header>
      {participants.length === 0 ? (
        <p className={styles.cardNote}>{t('participants.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('participants.player')}</th>
              <th scope="col">{t('participants.stake')}</th>
              <th scope="col">{t('participants.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {[...participants]
              .sort((a, b) => b.stakeMinor - a.stakeMinor)
              .map((participant) => (
                <tr key={participant.key} data-mine={participant.mine || undefined} data-won={(winnerBetId !== null && participant.betIds.includes(winnerBetId)) || undefined}>
                  <th scope="row">
                    <span className={styles.who}>
                      <span className={styles.dot} data-tone={participant.tone} aria-hidden="true" />
                      {!(participant.mine && !participant.name) && <span>{participant.hidden || !participant.name ? t('hidden') : participant.name}</span>}
                      {participant.mine && <Badge tone="accent">{t('you')}</Badge>}
                    </span>
                  </th>
                  <td>
                    {formatMinor(participant.stakeMinor, currency, locale)}
                    {participant.stakes > 1 && <span className={styles.stakeCount}> ×{participant.stakes}</span>}
                  </td>
                  <td className={styles.chance}>{formatChance(participant.chanceBp)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
