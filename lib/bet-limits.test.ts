import { describe, expect, it } from 'vitest';
import { getBetLimit, getCurrencyLimits, isBetWithinLimits } from './bet-limits';
import { CURRENCIES, isCurrency } from './currencies';

describe('currencies', () => {
  it('recognises only those codes', () => {
    expect(isCurrency('KZT')).toBe(true);
    expect(isCurrency('kzt')).toBe(false);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('bet limits (spec section 9, in minor units)', () => {
  it('RUB: crash 1-50000, miner 1-1000, the 1-10000 group, min payout 100, wheel max 1, rooms 1/10/50', () => {
    expect(getBetLimit('RUB', 'crash')).toEqual({ minMinor: 100, maxMinor: 5_000_000 });
    expect(getBetLimit('RUB', 'miner')).toEqual({ minMinor: 100, maxMinor: 100_000 });
    for (const game of ['coinflip', 'keno', 'hilo', 'roulette', 'dice'] as const) {
      expect(getBetLimit('RUB', game)).toEqual({ minMinor: 100, maxMinor: 1_000_000 });
    }
    expect(getBetLimit('RUB', 'wheel').maxMinor).toBe(100);
    const rub = getCurrencyLimits('RUB');
    expect(rub.minPayoutMinor).toBe(10_000);
    expect(rub.roomStakesMinor).toEqual({ red: 100, yellow: 1000, purple: 5000 });
  });

  it('USD and EUR: crash 0.01-500, miner 0.01-10, coinflip 0.01-100, min payout 1, roulette max 0.1', () => {
    for (const currency of ['USD', 'EUR'] as const) {
      expect(getBetLimit(currency, 'crash')).toEqual({ minMinor: 1, maxMinor: 50_000 });
      expect(getBetLimit(currency, 'miner')).toEqual({ minMinor: 1, maxMinor: 1000 });
      expect(getBetLimit(currency, 'coinflip')).toEqual({ minMinor: 1, maxMinor: 10_000 });
      expect(getBetLimit(currency, 'roulette').maxMinor).toBe(10);
      expect(getCurrencyLimits(currency).minPayoutMinor).toBe(100);
    }
  });

  it('KZT, TRY, AZN, UZS, KGS: crash 5-250000, miner 5-5000, coinflip 5-50000, min payout 500, wheel and roulette max 5', () => {
    for (const currency of ['KZT', 'TRY', 'AZN', 'UZS', 'KGS'] as const) {
      expect(getBetLimit(currency, 'crash')).toEqual({ minMinor: 500, maxMinor: 25_000_000 });
      expect(getBetLimit(currency, 'miner')).toEqual({ minMinor: 500, maxMinor: 500_000 });
      expect(getBetLimit(currency, 'coinflip')).toEqual({ minMinor: 500, maxMinor: 5_000_000 });
      expect(getBetLimit(currency, 'wheel').maxMinor).toBe(500);
      expect(getBetLimit(currency, 'roulette').maxMinor).toBe(500);
      expect(getCurrencyLimits(currency).minPayoutMinor).toBe(50_000);
    }
  });

  it('INR: crash 1-50000, miner 1-1000, coinflip 1-10000, min payout 100, roulette max 1', () => {
    expect(getBetLimit('INR', 'crash')).toEqual({ minMinor: 100, maxMinor: 5_000_000 });
    expect(getBetLimit('INR', 'miner')).toEqual({ minMinor: 100, maxMinor: 100_000 });
    expect(getBetLimit('INR', 'coinflip')).toEqual({ minMinor: 100, maxMinor: 1_000_000 });
    expect(getBetLimit('INR', 'roulette').maxMinor).toBe(100);
    expect(getCurrencyLimits('INR').minPayoutMinor).toBe(10_000);
  });

  it('every range is well formed for every currency and game', () => {
    for (const currency of CURRENCIES) {
      for (const limit of Object.values(getCurrencyLimits(currency).games)) {
        expect(Number.isSafeInteger(limit.minMinor) && limit.minMinor > 0).toBe(true);
        expect(limit.maxMinor).toBeGreaterThanOrEqual(limit.minMinor);
      }
    }
  });

  it('checks a stake against the range, edges included, and refuses non-integers', () => {
    expect(isBetWithinLimits('RUB', 'dice', 100)).toBe(true);
    expect(isBetWithinLimits('RUB', 'dice', 1_000_000)).toBe(true);
    expect(isBetWithinLimits('RUB', 'dice', 99)).toBe(false);
    expect(isBetWithinLimits('RUB', 'dice', 1_000_001)).toBe(false);
    expect(isBetWithinLimits('RUB', 'dice', 150.5)).toBe(false);
    expect(isBetWithinLimits('RUB', 'dice', Number.NaN)).toBe(false);
  });
});
