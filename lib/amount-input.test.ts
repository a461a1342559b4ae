import { describe, expect, it } from 'vitest';
import { amountInputOf, parseAmountInput } from './amount-input';

describe('an amount typed into a field', () => {
  it('reads spaces, a comma and a trailing point in the currency', () => {
    expect(parseAmountInput('1 500', 'RUB', 'ru-RU')).toBe(150_000);
    expect(parseAmountInput('1\u00a0500', 'RUB', 'ru-RU')).toBe(150_000);
    expect(parseAmountInput('12,5', 'RUB', 'ru-RU')).toBe(1250);
    expect(parseAmountInput('100.', 'RUB', 'ru-RU')).toBe(10_000);
  });

  it('is no amount when it has letters, a sign, too many decimals or nothing', () => {
    expect(parseAmountInput('0.001', 'RUB', 'ru-RU')).toBeNull();
    expect(parseAmountInput('-5', 'RUB', 'ru-RU')).toBeNull();
    expect(parseAmountInput('1e3', 'RUB', 'ru-RU')).toBeNull();
    expect(parseAmountInput('', 'RUB', 'ru-RU')).toBeNull();
  });

  it('reads commas that group thousands as grouping where the locale writes a decimal point', () => {
    expect(parseAmountInput('1,500', 'RUB', 'en-US')).toBe(150_000);
    expect(parseAmountInput('1,500.25', 'USD', 'en-US')).toBe(150_025);
    expect(parseAmountInput('12,345,678', 'KZT', 'en-US')).toBe(1_234_567_800);
    expect(parseAmountInput('12,5', 'RUB', 'en-US')).toBe(1250);
    expect(parseAmountInput('1,5001', 'RUB', 'en-US')).toBeNull();
    expect(parseAmountInput('1,500', 'RUB', 'ru-RU')).toBe(150);
    expect(parseAmountInput('1,5', 'RUB', 'kk-KZ')).toBe(150);
  });

  it('writes a sum back as plain major units', () => {
    expect(amountInputOf(1250, 'RUB')).toBe('12.5');
    expect(amountInputOf(150_000, 'RUB')).toBe('1500');
  });

  it("writes the page's decimal separator, never grouping, and reads it back", () => {
    expect(amountInputOf(1250, 'RUB', 'ru-RU')).toBe('12,5');
    expect(amountInputOf(1250, 'KZT', 'kk-KZ')).toBe('12,5');
    expect(amountInputOf(150_050, 'RUB', 'ru-RU')).toBe('1500,5');
    expect(amountInputOf(150_050, 'USD', 'en-US')).toBe('1500.5');
    expect(parseAmountInput(amountInputOf(150_050, 'RUB', 'ru-RU'), 'RUB', 'ru-RU')).toBe(150_050);
    expect(parseAmountInput('1500.5', 'RUB', 'ru-RU')).toBe(150_050);
    for (const locale of ['en-US', 'ru-RU', 'kk-KZ'])
      expect(parseAmountInput(amountInputOf(123_456, 'RUB', locale), 'RUB', locale)).toBe(123_456);
  });
});
