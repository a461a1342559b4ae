import { getBetLimit } from './bet-limits';
import type { Currency } from './currencies';

/**
 * Play money a demo session starts with and a refill restores: 10 x the currency's largest dice stake (RUB 100 000,
 * USD 1 000, KZT 500 000). The api creates sessions with it; a guest's game page shows it before the first bet, which
 * is when the session is made.
 */
export function demoStartBalanceMinor(currency: Currency): number {
  return getBetLimit(currency, 'dice').maxMinor * 10;
}
