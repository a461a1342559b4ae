import { getFormatter } from 'next-intl/server';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';

/** Formats minor units as money in the request's locale. */
export async function getMoneyFormatter() {
  const format = await getFormatter();
  return (minor: number, currency: Currency) => format.number(fromMinorUnits(minor, currency), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
}
