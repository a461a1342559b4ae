import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { formatNumber } from '@/lib/money-format';

/**
 * An amount as a player types it ("1 500", "12,5", "100.") in minor units, or null when it is no amount of this
 * currency (letters, more decimals than it has, nothing). A comma is a decimal point: ru and kz write one.
 */
export function parseAmountInput(text: string, currency: Currency): number | null {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.').replace(/\.$/, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  try {
    return toMinorUnits(normalized, currency);
  } catch {
    return null;
  }
}

/**
 * What an amount field holds for a sum: plain major units, no grouping, the locale's decimal separator ("1500",
 * "12.5" in en, "12,5" in ru and kz), so parseAmountInput reads it back whatever the language.
 */
export function amountInputOf(minor: number, currency: Currency, localeTag = 'en-US'): string {
  return formatNumber(fromMinorUnits(minor, currency), localeTag, { useGrouping: false, maximumFractionDigits: CURRENCY_EXPONENTS[currency] });
}
