import { getLocale } from 'next-intl/server';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';

/**
 * Formats minor units as money in the request's locale, the way the header's balance and every client amount print
 * (lib/money-format: spec section 9's prefix symbol), not Intl's currency style ("100,00 ₽" beside "₽10 500,00").
 */
export async function getMoneyFormatter() {
  const locale = await getLocale();
  return (minor: number, currency: Currency) => formatMinor(minor, currency, locale);
}
