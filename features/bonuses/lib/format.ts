import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';

/** An amount in major units (as the wire carries it) with its currency's sign, like every other amount. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  if (!isCurrency(currency)) return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  return formatMinor(toMinorUnits(amount, currency), currency, locale);
}

/** Progress 0..1 as a whole percent 0..100. */
export function percentOf(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(progress * 100)));
}
