'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatMinor } from '@/lib/money-format';
import { formatCenti } from '../lib/crash-curve';
import type { CrashBet, CrashRound } from '../lib/crash-wire';
import styles from './crash.module.css';

const SHOWN = 50;

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
    <section className={styles.players} aria-labelledby="crash-players-title">
      <header className={styles.playersHead}>
        <h2 id="crash-players-title" className={styles.playersTitle}>
          {t('title')}
        </h2>
        <span className={styles.playersCount}>{t('count', { count: bets.length })}</span>
      </header>
      {bets.length === 0 ? (
        <p className={styles.playersEmpty}>{t('empty')}</p>
      ) : (
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
              const state = bet.cashedOutCenti !== null ? 'won' : crashed ? 'lost' : 'open';
              return (
                <tr key={bet.id} data-state={state} data-mine={bet.id === myBetId || undefined}>
                  <th scope="row">
                    <span className={styles.playerName}>
                      {/* A demo bet has no name: the viewer's own shows just "You". */}
                      {!(bet.id === myBetId && !bet.userName) && <span>{bet.hidden || !bet.userName ? t('hidden') : bet.userName}</span>}
                      {bet.id === myBetId && <Badge tone="accent">{t('you')}</Badge>}
                      {bet.demo && <Badge tone="gold">{t('demo')}</Badge>}
                    </span>
                  </th>
                  <td>{formatMinor(bet.amountMinor, bet.currency, locale)}</td>
                  <td>{bet.cashedOutCenti === null ? '–' : `${formatCenti(bet.cashedOutCenti)}×`}</td>
                  <td className={styles.payout}>{bet.payoutMinor === null ? (state === 'lost' ? t('lost') : '–') : formatMinor(bet.payoutMinor, bet.currency, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {bets.length > SHOWN && <p className={styles.playersMore}>{t('more', { count: bets.length - SHOWN })}</p>}
    </section>
  );
}
