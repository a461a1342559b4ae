import type { CoinSide } from '@/lib/fairness/coinflip';
import type { Currency } from '@/lib/currencies';
import { coinflip } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { fromMinorUnits } from '@/lib/money';

/** docs/games-api.md, Coinflip: one flip, or a series that keeps flipping until a miss or a cash-out. */
export const COINFLIP_PATHS = {
  single: '/coinflip/bets',
  start: '/coinflip/series',
  flip: '/coinflip/series/flip',
  cashout: '/coinflip/series/cashout',
  active: '/coinflip/series/active',
} as const;

export function coinflipStartBody(stakeMinor: number, currency: Currency, call: CoinSide) {
  return coinflip.operations.series.parse({ amount: fromMinorUnits(stakeMinor, currency), side: call });
}

/** The series so far, read from a bet's result: the flips, the calls and what the next correct call would make it. */
export function seriesOf(result: unknown) {
  const read = readAs(coinflip.result, result);
  const flips = read?.flips ?? [];
  const calls = read?.calls ?? [];
  const wins = read?.wins ?? flips.filter((flip, index) => flip === calls[index]).length;
  return { flips, calls, wins, nextMultiplierBp: read?.next_multiplier_bp ?? null };
}
