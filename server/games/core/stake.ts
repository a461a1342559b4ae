import { getBetLimit, type BetLimit, type Game } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits, MoneyFormatError, toMinorUnits } from '@/lib/money';
import { gameErrors } from './errors';

/**
 * The stake of a bet in minor units, within the currency's limits for the game (lib/bet-limits.ts, spec section 9),
 * or within the limit given (a roulette colour's, a room's).
 */
export function parseStake(amount: number, currency: Currency, limitGame: Game | BetLimit): number {
  let stakeMinor: number;
  try {
    stakeMinor = toMinorUnits(amount, currency);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw gameErrors.invalidAmount();
    throw error;
  }
  const { minMinor, maxMinor } = typeof limitGame === 'string' ? getBetLimit(currency, limitGame) : limitGame;
  if (stakeMinor < minMinor || stakeMinor > maxMinor) {
    throw gameErrors.stakeOutOfRange(fromMinorUnits(minMinor, currency), fromMinorUnits(maxMinor, currency), currency);
  }
  return stakeMinor;
}
