import { getBetLimit } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { ONE_X_BP } from '@/lib/fairness/multiplier';

/** A high roller's stake: at least 100 x the currency's smallest dice stake (RUB 100, USD 1, KZT 500). */
export function isHighRoller(currency: Currency, stakeMinor: number): boolean {
  return stakeMinor >= 100 * getBetLimit(currency, 'dice').minMinor;
}

/** A big win (the lobby strip): 10x or more, or a profit of at least 1000 x the currency's smallest dice stake. */
export function isBigWin(currency: Currency, stakeMinor: number, payoutMinor: number, multiplierBp: number): boolean {
  if (payoutMinor <= 0) return false;
  return multiplierBp >= 10 * ONE_X_BP || payoutMinor - stakeMinor >= 1000 * getBetLimit(currency, 'dice').minMinor;
}
