import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { KENO_RISKS, type KenoRisk } from '@/lib/fairness/keno-paytables';
import { fromMinorUnits } from '@/lib/money';

export const KENO_BET_PATH = '/keno/bets';

/** POST /keno/bets body (docs/games-api.md): 1-10 distinct numbers of 1..40 and a risk. */
export const kenoBetBodySchema = z.object({
  amount: z.number().positive(),
  picks: z.array(z.number().int().min(1).max(40)).min(1).max(10),
  risk: z.enum(KENO_RISKS),
});

export function kenoBetBody(stakeMinor: number, currency: Currency, picks: readonly number[], risk: KenoRisk) {
  return kenoBetBodySchema.parse({ amount: fromMinorUnits(stakeMinor, currency), picks: [...picks], risk });
}

export function drawnOf(result: Record<string, unknown>): number[] | null {
  const drawn = result.drawn;
  return Array.isArray(drawn) && drawn.every((n) => typeof n === 'number') ? drawn : null;
}
