'use client';

import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatCenti, formatMinor } from '@/lib/money-format';
import { LiveListCard } from '../../live/components/live-list-card';
import { PlayerName } from '../../live/components/player-name';
import type { CrashBet, CrashRound } from '../lib/crash-wire';
import styles from './crash.module.css';

const SHOWN = 50;
const CARD_CLASSES = {
  card: styles.players,
  head: styles.playersHead,
  title: styles.playersTitle,
  count: styles.playersCount,
  empty: styles.playersEmpty,
};

/** Cashed-out bets first (largest payout on top), then the rest by stake; the viewer's own bet leads. */
function ordered(bets: readonly CrashBet[], myBetId: string | null): CrashBet[] {
  return [...bets].sort((a, b) => {
    if (a.id === myBetId) return -1;
    if (b.id === myBetId) return 1;
    if ((a.payoutMinor ?? -1) !== (b.payoutMinor ?? -1)) return (b.payoutMinor ?? -1) - (a.payoutMinor ?? -1);
    return b.amountMinor - a.amountMinor;
  });
}

/** Everyone's bets in this round: name (or hidden), stake, the multiplier they cashed out at, the payout. */
export function CrashPlayers({ round, myBetId, locale }: { round: CrashRound | null; myBetId: string | null; locale: string }) {
  const t = useTranslations('games.play.crash.players');
  const bets = round ? ordered(round.bets, myBetId) : [];
  const crashed = round?.phase === 'crashed';
  return (
    <LiveListCard
      titleId="crash-players-title"
      title={t('title')}
      count={t('count', { count: bets.length })}
      empty={bets.length === 0 ? t('empty') : null}
      classes={CARD_CLASSES}
    >
      <table className={styles.playersTable}>
        <thead>
          <tr>
            <th scope="col">{t('player')}</th>
            <th scope="col">{t('stake')}</th>
            <th scope="col">{t('multiplier')}</th>
            <th scope="col">{t('payout')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.slice(0, SHOWN).map((bet) => {
            const state = bet.cashedOutCenti !== null ? betOutcomeOf(bet.amountMinor, bet.payoutMinor ?? 0) : crashed ? 'lost' : 'open';
            return (
              <tr key={bet.id} data-state={state} data-mine={bet.id === myBetId || undefined}>
                <th scope="row">
                  <span className={styles.playerName}>
                    <PlayerName
                      name={bet.userName}
                      hidden={bet.hidden}
                      mine={bet.id === myBetId}
                      texts={{ hidden: t('hidden'), you: t('you') }}
                    />
                    {bet.demo && <Badge tone="gold">{t('demo')}</Badge>}
                  </span>
                </th>
                <td>{formatMinor(bet.amountMinor, bet.currency, locale)}</td>
                <td>{bet.cashedOutCenti === null ? '–' : `${formatCenti(bet.cashedOutCenti, locale)}×`}</td>
                <td className={styles.payout}>
                  {bet.payoutMinor === null ? (state === 'lost' ? t('lost') : '–') : formatMinor(bet.payoutMinor, bet.currency, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {bets.length > SHOWN && <p className={styles.playersMore}>{t('more', { count: bets.length - SHOWN })}</p>}
    </LiveListCard>
  );
}
