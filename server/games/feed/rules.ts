import { getBetLimit } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { ONE_X_BP } from '@/lib/fairness/multiplier';

/** A high roller's stake from: 100 x the currency's smallest dice stake (RUB 100, USD 1, KZT 500). */
export function highRollerStakeMinor(currency: Currency): number {
  return 100 * getBetLimit(currency, 'dice').minMinor;
}

/** A big win's profit from: 1000 x the currency's smallest dice stake. */
export function bigWinProfitMinor(currency: Currency): number {
  return 1000 * getBetLimit(currency, 'dice').minMinor;
}

/** A big win's multiplier from: 10x. */
export const BIG_WIN_MULTIPLIER_BP = 10 * ONE_X_BP;

export function isHighRoller(currency: Currency, stakeMinor: number): boolean {
  return stakeMinor >= highRollerStakeMinor(currency);
}

/** A big win (the lobby strip): 10x or more, or a big enough profit. */
export function isBigWin(currency: Currency, stakeMinor: number, payoutMinor: number, multiplierBp: number): boolean {
  if (payoutMinor <= 0) return false;
  return multiplierBp >= BIG_WIN_MULTIPLIER_BP || payoutMinor - stakeMinor >= bigWinProfitMinor(currency);
}
