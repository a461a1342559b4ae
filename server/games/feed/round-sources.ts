import { CURRENCIES, type Currency } from '@/lib/currencies';
import { ROULETTE_COLORS, ROULETTE_PAYS_BP } from '@/lib/fairness/roulette';
import type { RealtimeGameId } from '../../realtime/types';

/**
 * How each shared-round game's bet table reads as the feeds and the history read bets (alias b for the bet, r for its
 * round): which states are settled, the multiplier in basis points, and when the round's fairness is public.
 */
export type RoundSource = {
  game: RealtimeGameId;
  bets: string;
  rounds: string;
  /** The settled states the feeds show (migration 018 indexes them). */
  settled: string;
  multiplierBp: string;
  /** States the history never lists (a crash bet withdrawn before its round). */
  hidden: string | null;
};

const rouletteMultiplier = `CASE WHEN b.state = 'won' THEN CASE b.color ${ROULETTE_COLORS.map((color) => `WHEN '${color}' THEN ${ROULETTE_PAYS_BP[color]}`).join(' ')} END ELSE 0 END`;

export const ROUND_SOURCES: readonly RoundSource[] = [
  {
    game: 'crash',
    bets: 'crash_bets',
    rounds: 'crash_rounds',
    settled: "b.state IN ('cashed_out', 'lost')",
    multiplierBp: "CASE WHEN b.state = 'cashed_out' THEN b.cashout_centi * 100 ELSE 0 END",
    hidden: "b.state = 'cancelled'",
  },
  {
    game: 'roulette',
    bets: 'roulette_bets',
    rounds: 'roulette_rounds',
    settled: "b.state IN ('won', 'lost')",
    multiplierBp: rouletteMultiplier,
    hidden: null,
  },
  {
    game: 'rooms',
    bets: 'room_bets',
    rounds: 'room_rounds',
    settled: "b.state IN ('won', 'lost')",
    multiplierBp: 'CASE WHEN b.payout_minor > 0 THEN b.payout_minor * 10000 / b.stake_minor ELSE 0 END',
    hidden: null,
  },
];

/** A per-currency constant as SQL (the values are the server's own whole numbers, never input). */
export function byCurrencySql(column: string, value: (currency: Currency) => number): string {
  return `CASE ${column} ${CURRENCIES.map((currency) => `WHEN '${currency}' THEN ${Math.trunc(value(currency))}`).join(' ')} END`;
}

/** A timestamp column as ISO text, milliseconds kept (the driver may give a Date, whose String() drops them). */
export const isoTime = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
