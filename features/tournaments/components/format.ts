import { isCurrency } from '@/lib/currencies';
import { isLocaleCode, localeTagOf } from '@/lib/locales';
import { toMinorUnits } from '@/lib/money';
import { formatMinor, formatNumber } from '@/lib/money-format';
import type { Tournament, TournamentScoring } from '@/lib/tournaments/contract';

/** The BCP 47 tag of a route's locale code. */
export const tagOf = (locale: string) => (isLocaleCode(locale) ? localeTagOf(locale) : 'en-US');

export function moneyOf(amount: number, currency: string, locale: string): string {
  const tag = tagOf(locale);
  return isCurrency(currency) ? formatMinor(toMinorUnits(amount, currency), currency, tag) : `${formatNumber(amount, tag)} ${currency}`;
}

/** A score as its scoring counts it: USD, a multiplier or a number of bets. */
export function scoreOf(score: number, scoring: TournamentScoring, locale: string): string {
  if (scoring === 'wagered') return moneyOf(score, 'USD', locale);
  if (scoring === 'best_multiplier') return `×${formatNumber(score, tagOf(locale), { maximumFractionDigits: 2 })}`;
  return formatNumber(score, tagOf(locale));
}

/** The period in UTC, e.g. "29 Nov 2026, 00:00 – 30 Nov 2026, 00:00 UTC". */
export function periodOf(t: Pick<Tournament, 'starts_at' | 'ends_at'>, locale: string): string {
  const format = new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${format.format(new Date(t.starts_at))} – ${format.format(new Date(t.ends_at))} UTC`;
}
