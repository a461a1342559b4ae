import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor } from './currencies';

describe('the currency a new player is offered first', () => {
  it('follows a chosen region: KZ, UZ, AZ, TR, KG', () => {
    expect(defaultCurrencyFor({ region: 'KZ', localeCode: 'ru' })).toBe('KZT');
    expect(defaultCurrencyFor({ region: 'UZ', localeCode: 'ru' })).toBe('UZS');
    expect(defaultCurrencyFor({ region: 'AZ', localeCode: 'en' })).toBe('AZN');
    expect(defaultCurrencyFor({ region: 'TR', localeCode: 'en' })).toBe('TRY');
    expect(defaultCurrencyFor({ region: 'KG', localeCode: 'ru' })).toBe('KGS');
  });

  it('is KZT on /kz and otherwise follows the geo country', () => {
    expect(defaultCurrencyFor({ localeCode: 'kz' })).toBe('KZT');
    expect(defaultCurrencyFor({ localeCode: 'kz', countryCode: 'RU' })).toBe('KZT');
    expect(defaultCurrencyFor({ localeCode: 'ru', countryCode: 'KZ' })).toBe('KZT');
    expect(defaultCurrencyFor({ localeCode: 'en', countryCode: 'IN' })).toBe('INR');
    expect(defaultCurrencyFor({ localeCode: 'en', countryCode: 'DE' })).toBe('EUR');
    expect(defaultCurrencyFor({ localeCode: 'ru', region: 'RU', countryCode: 'RU' })).toBe('RUB');
  });

  it("falls back to the spec's default, RUB, when the country has none of the nine", () => {
    expect(defaultCurrencyFor({ localeCode: 'en', countryCode: 'BR' })).toBe('RUB');
    expect(defaultCurrencyFor({ localeCode: 'en', countryCode: 'US' })).toBe('USD');
    expect(defaultCurrencyFor({ localeCode: 'ru' })).toBe('RUB');
    expect(defaultCurrencyFor({})).toBe('RUB');
  });
});
