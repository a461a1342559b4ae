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

/** What the amount field holds for a sum: plain major units, no grouping ("1500", "12.5"). */
export function amountInputOf(minor: number, currency: Currency): string {
  return String(fromMinorUnits(minor, currency));
}

const QUICK_MULTIPLIERS = [1, 5, 10, 50] as const;

/** Up to four one-tap sums: the minimum and 5, 10 and 50 times it, as far as the maximum allows. */
export function quickAmountsMinor(minMinor: number, maxMinor: number): number[] {
  if (minMinor <= 0) return [];
  const sums = QUICK_MULTIPLIERS.map((times) => minMinor * times).filter((sum) => sum <= maxMinor);
  return [...new Set(sums)];
}
