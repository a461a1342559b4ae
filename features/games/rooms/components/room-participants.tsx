'use client';

import { useTranslations } from 'next-intl';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import { LiveListCard } from '../../live/components/live-list-card';
import { PlayerName } from '../../live/components/player-name';
import type { Participant } from '../lib/room-participants';
import { ROOM_CARD_CLASSES } from './room-card-classes';
import styles from './rooms.module.css';

/** The round's players: name (or hidden), the colour they have on the strip, their stake and their chance of the pot. */
export function RoomParticipants({
  participants,
  currency,
  locale,
  formatChance,
  winnerBetId,
}: {
  participants: readonly Participant[];
  currency: Currency;
  locale: string;
  formatChance: (bp: number) => string;
  winnerBetId: string | null;
}) {
  const t = useTranslations('games.play.rooms');
  return (
    <LiveListCard
      titleId="room-players-title"
      title={t('participants.title')}
      count={t('participants.count', { count: participants.length })}
      empty={participants.length === 0 ? t('participants.empty') : null}
      classes={ROOM_CARD_CLASSES}
    >
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
              <tr
                key={participant.key}
                data-mine={participant.mine || undefined}
                data-won={(winnerBetId !== null && participant.betIds.includes(winnerBetId)) || undefined}
              >
                <th scope="row">
                  <span className={styles.who}>
                    <span className={styles.dot} data-tone={participant.tone} aria-hidden="true" />
                    <PlayerName
                      name={participant.name}
                      hidden={participant.hidden}
                      mine={participant.mine}
                      texts={{ hidden: t('hidden'), you: t('you') }}
                    />
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
    </LiveListCard>
  );
}
