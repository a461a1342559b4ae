import type { Currency } from '@/lib/currencies';
import { mines } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { fromMinorUnits } from '@/lib/money';

/** docs/games-api.md, Mines: start with a number of mines, reveal tiles (or a random one), cash out. */
export const MINES_PATHS = {
  start: '/mines/start',
  reveal: '/mines/reveal',
  random: '/mines/random',
  cashout: '/mines/cashout',
  active: '/mines/active',
} as const;

export function minesStartBody(stakeMinor: number, currency: Currency, count: number) {
  return mines.operations.start.parse({ amount: fromMinorUnits(stakeMinor, currency), mines: count });
}

/** The board of a bet: tiles revealed safe, and once settled the mines and the one that was hit. */
export function boardOf(bet: { params: unknown; result: unknown }) {
  const result = readAs(mines.result, bet.result);
  const shown = result?.mines ?? [];
  return {
    revealed: result?.revealed ?? [],
    mines: shown,
    mineHit: result?.mine_hit ?? null,
    mineCount: readAs(mines.params, bet.params)?.mines ?? shown.length,
    nextMultiplierBp: result?.next_multiplier_bp ?? null,
  };
}
