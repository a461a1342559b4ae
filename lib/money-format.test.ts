import { describe, expect, it, vi } from 'vitest';
import { formatFixed, formatMinor, formatNumber } from './money-format';

describe('formatMinor', () => {
  it('groups and separates as each interface language does', () => {
    expect(formatMinor(123456789, 'KZT', 'kk-KZ')).toBe('1\u00a0234\u00a0567,89\u00a0₸');
    expect(formatMinor(123456789, 'RUB', 'ru-RU')).toBe('1\u00a0234\u00a0567,89\u00a0₽');
    expect(formatMinor(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
  });

  it('puts the symbol after the digits in Russian and Kazakh, as Intl writes a currency there, and before them in English', () => {
    expect(formatMinor(178963, 'RUB', 'ru-RU')).toBe('1\u00a0789,63\u00a0₽');
    expect(formatMinor(178963, 'RUB', 'kk-KZ')).toBe('1\u00a0789,63\u00a0₽');
    expect(formatMinor(178963, 'RUB', 'en-US')).toBe('₽1,789.63');
    expect(formatMinor(-250, 'KZT', 'ru-RU')).toBe('−2,50\u00a0₸');
    const intl = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(1789.63);
    expect(formatMinor(178963, 'RUB', 'ru-RU')).toBe(intl);
    for (const currency of ['USD', 'INR', 'EUR', 'TRY', 'AZN'] as const)
      expect(formatMinor(100, currency, 'ru-RU')).toMatch(/^1,00\u00a0\S+$/);
    expect(formatMinor(500, 'UZS', 'kk-KZ')).toBe("5,00\u00a0so'm");
    expect(formatMinor(500, 'KGS', 'ru-RU')).toBe('5,00\u00a0с');
  });

  it('puts every currency of spec section 9 first in English, letters with a no-break space', () => {
    expect(formatMinor(500, 'AZN', 'en-US')).toBe('₼5.00');
    expect(formatMinor(500, 'INR', 'en-US')).toBe('₹5.00');
    expect(formatMinor(500, 'TRY', 'en-US')).toBe('₺5.00');
    expect(formatMinor(500, 'EUR', 'en-US')).toBe('€5.00');
    expect(formatMinor(500, 'UZS', 'en-US')).toBe("so'm\u00a05.00");
    expect(formatMinor(500, 'KGS', 'en-US')).toBe('с\u00a05.00');
  });

  it('drops a zero fraction only when asked and only when there is nothing after the point', () => {
    expect(formatMinor(30000000, 'KZT', 'en-US', { dropZeroFraction: true })).toBe('₸300,000');
    expect(formatMinor(30000050, 'KZT', 'en-US', { dropZeroFraction: true })).toBe('₸300,000.50');
  });

  it('prints plain numbers with the same separators: a decimal comma in ru and kz', () => {
    expect(formatFixed(49.5, 2, 'en-US')).toBe('49.50');
    expect(formatFixed(49.5, 2, 'ru-RU')).toBe('49,50');
    expect(formatFixed(49.5, 2, 'kk-KZ')).toBe('49,50');
    expect(formatNumber(12345.5, 'ru-RU')).toBe('12\u00a0345,5');
    expect(formatNumber(0.4567, 'ru-RU', { style: 'percent', minimumFractionDigits: 2 })).toBe('45,67\u00a0%');
  });

  it('keeps minor units exact and signs losses', () => {
    expect(formatMinor(1, 'RUB', 'en-US')).toBe('₽0.01');
    expect(formatMinor(-250, 'USD', 'en-US')).toBe('−$2.50');
    expect(formatMinor(10n ** 15n, 'RUB', 'en-US')).toBe('₽10,000,000,000,000.00');
  });

  it("prints kk-KZ's separators through ru-RU where the runtime lists Kazakh but has no Kazakh number data", async () => {
    // A trimmed ICU: kk-KZ is "supported" yet prints the root locale's "10,500.50".
    const RealNumberFormat = Intl.NumberFormat;
    const trimmed = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, options) {
      return new RealNumberFormat(locale === 'kk-KZ' ? 'en-US' : locale, options);
    });
    vi.resetModules();
    try {
      const fresh = await import('./money-format');
      expect(fresh.formatMinor(1_050_050, 'KZT', 'kk-KZ')).toBe('10\u00a0500,50\u00a0₸');
      expect(fresh.formatFixed(2.5, 2, 'kk-KZ')).toBe('2,50');
    } finally {
      trimmed.mockRestore();
    }
  });
});
