'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Currency } from '@/lib/currencies';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { ROULETTE_COLORS, ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { formatMinor } from '@/lib/money-format';
import type { ColorTotals } from '../lib/roulette-state';
import type { RouletteBet, RouletteRound } from '../lib/roulette-wire';
import styles from './roulette.module.css';

const SHOWN = 30;

/** The viewer's bets first, then the largest stakes. */
function ordered(bets: readonly RouletteBet[], mine: ReadonlySet<string>): RouletteBet[] {
  return [...bets].sort((a, b) => Number(mine.has(b.id)) - Number(mine.has(a.id)) || b.amountMinor - a.amountMinor);
}

interface RouletteBetsProps {
  round: RouletteRound | null;
  myBets: readonly RouletteBet[];
  totals: Record<RouletteColor, ColorTotals>;
  currency: Currency;
  locale: string;
}

/** The round's bets in four columns, one per colour; once the wheel has stopped the winning column shows what it paid. */
export function RouletteBets({ round, myBets, totals, currency, locale }: RouletteBetsProps) {
  const t = useTranslations('games.play.roulette');
  const mine = new Set(myBets.map((bet) => bet.id));
  const settled = round?.phase === 'settled' ? round.color : null;
  return (
    <section className={styles.bets} aria-labelledby="roulette-bets-title">
      <h2 id="roulette-bets-title" className={styles.betsTitle}>
        {t('bets.title')}
      </h2>
      <div className={styles.betColumns}>
        {ROULETTE_COLORS.map((color) => {
          const bets = ordered(round?.bets.filter((bet) => bet.color === color) ?? [], mine);
          const state = settled === null ? 'open' : settled === color ? 'won' : 'lost';
          return (
            <section key={color} className={styles.betColumn} data-color={color} data-state={state} aria-label={t(`colors.${color}`)}>
              <header className={styles.betColumnHead}>
                <span className={styles.betColumnName}>
                  <span className={styles.swatch} data-color={color} aria-hidden="true" />
                  {t(`colors.${color}`)} · {formatMultiplier(ROULETTE_PAYS_BP[color], locale)}×
                </span>
                <span className={styles.betColumnTotal}>
                  {t('total', { total: formatMinor(totals[color].totalMinor, currency, locale), count: totals[color].count })}
                </span>
              </header>
              {bets.length === 0 ? (
                <p className={styles.betsEmpty}>{t('bets.empty')}</p>
              ) : (
                <ul className={styles.betList} role="list">
                  {bets.slice(0, SHOWN).map((bet) => (
                    <li key={bet.id} className={styles.betRow} data-mine={mine.has(bet.id) || undefined}>
                      <span className={styles.betWho}>
                        {/* A demo bet has no name: the viewer's own shows just "You". */}
                        {!(mine.has(bet.id) && !bet.userName) && (
                          <span>{bet.hidden || !bet.userName ? t('bets.hidden') : bet.userName}</span>
                        )}
                        {mine.has(bet.id) && <Badge tone="accent">{t('bets.you')}</Badge>}
                        {bet.demo && <Badge tone="gold">{t('bets.demo')}</Badge>}
                      </span>
                      <span className={styles.betAmount}>
                        {state === 'won' && bet.payoutMinor
                          ? `+${formatMinor(bet.payoutMinor, bet.currency, locale)}`
                          : formatMinor(bet.amountMinor, bet.currency, locale)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {bets.length > SHOWN && <p className={styles.betsEmpty}>{t('bets.more', { count: bets.length - SHOWN })}</p>}
            </section>
          );
        })}
      </div>
    </section>
  );
}
