import type { Currency } from '@/lib/currencies';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';

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

/** What an amount field holds for a sum: plain major units, no grouping ("1500", "12.5"). */
export function amountInputOf(minor: number, currency: Currency): string {
  return String(fromMinorUnits(minor, currency));
}
