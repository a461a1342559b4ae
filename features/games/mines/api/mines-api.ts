import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { MINES_MAX, MINES_MIN } from '@/lib/fairness/mines';
import { fromMinorUnits } from '@/lib/money';

/** docs/games-api.md, Mines: start with a number of mines, reveal tiles (or a random one), cash out. */
export const MINES_PATHS = {
  start: '/mines/start',
  reveal: '/mines/reveal',
  random: '/mines/random',
  cashout: '/mines/cashout',
  active: '/mines/active',
} as const;

export const minesStartSchema = z.object({ amount: z.number().positive(), mines: z.number().int().min(MINES_MIN).max(MINES_MAX) });

export function minesStartBody(stakeMinor: number, currency: Currency, mines: number) {
  return minesStartSchema.parse({ amount: fromMinorUnits(stakeMinor, currency), mines });
}

const tiles = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number' && Number.isInteger(n)) : [];

/** The board of a bet: tiles revealed safe, and once settled the mines and the one that was hit. */
export function boardOf(bet: { params: Record<string, unknown>; result: Record<string, unknown> }) {
  const mines = tiles(bet.result.mines);
  return {
    revealed: tiles(bet.result.revealed),
    mines,
    mineHit: typeof bet.result.mine_hit === 'number' ? bet.result.mine_hit : null,
    mineCount: typeof bet.params.mines === 'number' ? bet.params.mines : mines.length,
    nextMultiplierBp: typeof bet.result.next_multiplier_bp === 'number' ? bet.result.next_multiplier_bp : null,
  };
}
