import type { Currency } from '@/lib/currencies';
import type { KenoRisk } from '@/lib/fairness/keno-paytables';
import { keno } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { fromMinorUnits } from '@/lib/money';

export const KENO_BET_PATH = '/keno/bets';

/** POST /keno/bets body (lib/games/keno.ts): 1-10 distinct numbers of 1..40 and a risk. */
export function kenoBetBody(stakeMinor: number, currency: Currency, picks: readonly number[], risk: KenoRisk) {
  return keno.operations.bet.parse({ amount: fromMinorUnits(stakeMinor, currency), picks: [...picks], risk });
}

/** The numbers a settled keno bet drew, or null when the result is not keno's. */
export function drawnOf(result: unknown): number[] | null {
  return readAs(keno.result, result)?.drawn ?? null;
}

/** The picks a settled keno bet hit, or null when the result is not keno's. */
export function hitsOf(result: unknown): number[] | null {
  return readAs(keno.result, result)?.hits ?? null;
}
