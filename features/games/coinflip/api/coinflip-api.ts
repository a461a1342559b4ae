import { z } from 'zod';
import type { CoinSide } from '@/lib/fairness/coinflip';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';

/** docs/games-api.md, Coinflip: one flip, or a series that keeps flipping until a miss or a cash-out. */
export const COINFLIP_PATHS = {
  single: '/coinflip/bets',
  start: '/coinflip/series',
  flip: '/coinflip/series/flip',
  cashout: '/coinflip/series/cashout',
  active: '/coinflip/series/active',
} as const;

const side = z.enum(['heads', 'tails']);
export const coinflipStartSchema = z.object({ amount: z.number().positive(), side });

export function coinflipStartBody(stakeMinor: number, currency: Currency, call: CoinSide) {
  return coinflipStartSchema.parse({ amount: fromMinorUnits(stakeMinor, currency), side: call });
}

/** The series so far, read from a bet's result: the flips, the calls and what the next correct call would make it. */
export function seriesOf(result: Record<string, unknown>) {
  const flips = Array.isArray(result.flips) ? (result.flips.filter((item) => item === 'heads' || item === 'tails') as CoinSide[]) : [];
  const calls = Array.isArray(result.calls) ? (result.calls.filter((item) => item === 'heads' || item === 'tails') as CoinSide[]) : [];
  const wins = typeof result.wins === 'number' ? result.wins : flips.filter((flip, index) => flip === calls[index]).length;
  const nextMultiplierBp = typeof result.next_multiplier_bp === 'number' ? result.next_multiplier_bp : null;
  return { flips, calls, wins, nextMultiplierBp };
}
