import type { Currency } from '@/lib/currencies';
import type { DiceBet } from '@/lib/fairness/dice';
import { dice } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { fromMinorUnits } from '@/lib/money';

export const DICE_BET_PATH = '/dice/bets';

/** POST /dice/bets body (lib/games/dice.ts): amount in major units, target with two decimals. */
export function diceBetBody(stakeMinor: number, currency: Currency, bet: DiceBet) {
  return dice.operations.bet.parse({
    amount: fromMinorUnits(stakeMinor, currency),
    target: bet.targetCenti / 100,
    direction: bet.direction,
  });
}

/** The roll of a settled dice bet, in hundredths; null when the result is not dice's. */
export function rollCentiOf(result: unknown): number | null {
  const read = readAs(dice.result, result);
  return read ? Math.round(read.roll * 100) : null;
}
