import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies';
import { fromMinorUnits, MoneyFormatError, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it.each([
    [100, 'RUB', 10_000],
    [0.01, 'USD', 1],
    ['12.5', 'KZT', 1_250],
    ['0.10', 'EUR', 10],
    [1234.56, 'INR', 123_456],
    ['  7 ', 'TRY', 700],
    [0, 'AZN', 0],
    [-5.25, 'UZS', -525],
    [1e-2, 'KGS', 1],
  ] as const)('%s %s -> %s', (amount, currency, expected) => {
    expect(toMinorUnits(amount, currency)).toBe(expected);
  });

  // Float noise such as 0.1 + 0.2 is refused rather than rounded: the wire must carry exact amounts.
  it.each([[0.001], ['1.234'], ['abc'], [''], [NaN], [Infinity], ['1e3'], ['1.2.3'], [1e20], [0.1 + 0.2]])('refuses %s', (amount) => {
    expect(() => toMinorUnits(amount, 'RUB')).toThrow(MoneyFormatError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [10_000, 'RUB', 100],
    [1, 'USD', 0.01],
    [123_401, 'KZT', 1234.01],
    [-525, 'UZS', -5.25],
    [0, 'EUR', 0],
    [10n, 'RUB', 0.1],
  ] as const)('%s %s -> %s', (minor, currency, expected) => {
    expect(fromMinorUnits(minor, currency)).toBe(expected);
  });

  it('refuses unsafe integers', () => {
    expect(() => fromMinorUnits(2 ** 53, 'RUB')).toThrow(MoneyFormatError);
    expect(() => fromMinorUnits(1.5, 'RUB')).toThrow(MoneyFormatError);
  });

  it.each(CURRENCIES)('round-trips every kopeck value of %s in a range', (currency) => {
    for (let minor = -1_000; minor <= 100_000; minor += 7) {
      expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
    }
    expect(toMinorUnits(fromMinorUnits(900_719_925_474, currency), currency)).toBe(900_719_925_474);
  });
});
