import { z } from 'zod';
import { fromMinorUnits } from '@/lib/money';
import type { Currency } from '@/lib/currencies';
import type { DiceBet } from '@/lib/fairness/dice';

export const DICE_BET_PATH = '/dice/bets';

/** POST /dice/bets body: amount in major units, target with two decimals (docs/games-api.md). */
export const diceBetBodySchema = z.object({
  amount: z.number().positive(),
  target: z.number().min(0).max(100),
  direction: z.enum(['over', 'under']),
});

export function diceBetBody(stakeMinor: number, currency: Currency, bet: DiceBet) {
  return diceBetBodySchema.parse({ amount: fromMinorUnits(stakeMinor, currency), target: bet.targetCenti / 100, direction: bet.direction });
}

/** The roll of a settled dice bet, in hundredths. */
export function rollCentiOf(result: Record<string, unknown>): number | null {
  return typeof result.roll === 'number' ? Math.round(result.roll * 100) : null;
}
