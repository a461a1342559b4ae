import { describe, expect, it } from 'vitest';
import { amountInputOf, parseAmountInput } from './amount-input';

describe('an amount typed into a field', () => {
  it('reads spaces, a comma and a trailing point in the currency', () => {
    expect(parseAmountInput('1 500', 'RUB')).toBe(150_000);
    expect(parseAmountInput('1\u00a0500', 'RUB')).toBe(150_000);
    expect(parseAmountInput('12,5', 'RUB')).toBe(1250);
    expect(parseAmountInput('100.', 'RUB')).toBe(10_000);
  });

  it('is no amount when it has letters, a sign, too many decimals or nothing', () => {
    expect(parseAmountInput('0.001', 'RUB')).toBeNull();
    expect(parseAmountInput('-5', 'RUB')).toBeNull();
    expect(parseAmountInput('1e3', 'RUB')).toBeNull();
    expect(parseAmountInput('', 'RUB')).toBeNull();
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
    expect(parseAmountInput(amountInputOf(150_050, 'RUB', 'ru-RU'), 'RUB')).toBe(150_050);
    expect(parseAmountInput('1500.5', 'RUB')).toBe(150_050);
  });
});
