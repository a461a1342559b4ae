import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { formatNumber } from '@/lib/money-format';

/**
 * An amount as a player types it ("1 500", "12,5", "100.") in minor units, or null when it is no amount of this
 * currency (letters, more decimals than it has, nothing). Where the locale writes a decimal point (en), commas that
 * group thousands ("1,500.25") are grouping; any other comma is a decimal point, as ru and kz write it.
 */
export function parseAmountInput(text: string, currency: Currency, localeTag: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const grouped = decimalSeparatorOf(localeTag) === '.' && THOUSANDS_GROUPED.test(compact);
  const normalized = (grouped ? compact.replaceAll(',', '') : compact.replace(',', '.')).replace(/\.$/, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  try {
    return toMinorUnits(normalized, currency);
  } catch {
    return null;
  }
}

/** "1,500", "12,345,678.9": digits grouped by three with commas, as en writes them. */
const THOUSANDS_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

const decimalSeparatorOf = (localeTag: string): string => (formatNumber(1.5, localeTag).includes(',') ? ',' : '.');

/**
 * What an amount field holds for a sum: plain major units, no grouping, the locale's decimal separator ("1500",
 * "12.5" in en, "12,5" in ru and kz), so parseAmountInput reads it back whatever the language.
 */
export function amountInputOf(minor: number, currency: Currency, localeTag = 'en-US'): string {
  return formatNumber(fromMinorUnits(minor, currency), localeTag, {
    useGrouping: false,
    maximumFractionDigits: CURRENCY_EXPONENTS[currency],
  });
}
