import { describe, expect, it } from 'vitest';
import { commissionOf, convertMinor, formatRate, invertRate, isDecimalRate, parseRate, rateToNumber } from './exchange';

describe('exchange rates are exact fractions', () => {
  it('parses decimals and fractions, reduced, and prints them back exactly', () => {
    expect(parseRate('92.50')).toEqual({ num: 185n, den: 2n });
    expect(formatRate(parseRate('92.50'))).toBe('92.5');
    expect(formatRate(parseRate('12650'))).toBe('12650');
    expect(formatRate(invertRate(parseRate('92.50')))).toBe('2/185');
    expect(parseRate('2/185')).toEqual({ num: 2n, den: 185n });
    expect(formatRate(parseRate('0.0001'))).toBe('0.0001');
    expect(rateToNumber(invertRate(parseRate('92.50')))).toBe(0.01081081);
  });

  it('refuses zero, negatives, exponents and junk', () => {
    for (const text of ['0', '0.00', '-1', '1e3', '1.', '.5', '1/0', '0/5', 'abc', '', ' 1']) expect(() => parseRate(text)).toThrow();
    expect(isDecimalRate('92.50')).toBe(true);
    expect(isDecimalRate('0.000')).toBe(false);
    expect(isDecimalRate('1/2')).toBe(false);
    expect(isDecimalRate('1234567890123')).toBe(false);
  });
});

describe('conversions round the house way, never with floats', () => {
  const usdRub = parseRate('92.50');

  it('a credit rounds down, a sum to pay rounds up', () => {
    // 1000.00 RUB at 92.50 RUB/USD is 10.8108... USD: the player is asked for 10.82.
    expect(convertMinor(100_000, 'RUB', 'USD', invertRate(usdRub), 'up')).toBe(1082);
    expect(convertMinor(100_000, 'RUB', 'USD', invertRate(usdRub), 'down')).toBe(1081);
    // 10.81 USD back is 999.925 RUB: credited 999.92.
    expect(convertMinor(1081, 'USD', 'RUB', usdRub, 'down')).toBe(99_992);
    expect(convertMinor(1082, 'USD', 'RUB', usdRub, 'down')).toBe(100_085);
    expect(convertMinor(0, 'USD', 'RUB', usdRub, 'down')).toBe(0);
  });

  it('exact where floats are not (0.1 + 0.2 style sums)', () => {
    expect(convertMinor(3, 'USD', 'EUR', parseRate('0.1'), 'down')).toBe(0);
    expect(convertMinor(30, 'USD', 'EUR', parseRate('0.1'), 'up')).toBe(3);
    expect(convertMinor(9_007_199_254_740, 'USD', 'RUB', parseRate('1'), 'down')).toBe(9_007_199_254_740);
  });

  it('refuses what would overflow or is not an amount', () => {
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'UZS', parseRate('12650'), 'down')).toThrow(RangeError);
    expect(() => convertMinor(-1, 'USD', 'RUB', usdRub, 'down')).toThrow(RangeError);
    expect(() => convertMinor(1.5, 'USD', 'RUB', usdRub, 'down')).toThrow(RangeError);
  });

  it('commission rounds up, so the credit rounds down', () => {
    expect(commissionOf(100_000, 100)).toBe(1000);
    expect(commissionOf(999, 100)).toBe(10);
    expect(commissionOf(1, 100)).toBe(1);
    expect(commissionOf(12_345, 0)).toBe(0);
  });
});
