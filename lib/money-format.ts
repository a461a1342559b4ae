import { CURRENCY_EXPONENTS, CURRENCY_SYMBOLS, type Currency } from './currencies';
import { fromMinorUnits } from './money';

/**
 * An amount in minor units as the player reads it: the locale's digits and separators (kk-KZ and ru-RU group with a
 * no-break space and use a decimal comma), the currency's own number of decimals, and spec section 9's symbol where the
 * locale writes a currency sign: before the digits in English ("₽1,789.63"), after them with a no-break space in Russian
 * and Kazakh ("1 789,63 ₽"), as Intl places a currency for that locale. A symbol made of letters (so'm, с) placed
 * first gets a no-break space so it does not run into the digits.
 * `dropZeroFraction` prints a whole amount without decimals (limits: "from ₸100"), never hiding kopecks that exist.
 */
export function formatMinor(
  minor: number | bigint,
  currency: Currency,
  localeTag: string,
  options: { dropZeroFraction?: boolean } = {},
): string {
  const major = fromMinorUnits(minor, currency);
  const exponent = options.dropZeroFraction && Number.isInteger(major) ? 0 : CURRENCY_EXPONENTS[currency];
  const digits = formatNumber(Math.abs(major), localeTag, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
  const symbol = CURRENCY_SYMBOLS[currency];
  const sign = major < 0 ? '−' : '';
  if (symbolFollows(localeTag)) return `${sign}${digits}\u00a0${symbol}`;
  const prefix = /\p{L}/u.test(symbol) ? `${symbol}\u00a0` : symbol;
  return `${sign}${prefix}${digits}`;
}

const symbolFollowsCache = new Map<string, boolean>();

/** Whether the locale writes a currency after its digits (ru-RU: "1 789,63 ₽"), as its Intl data says; cached per locale. */
export function symbolFollows(localeTag: string): boolean {
  let follows = symbolFollowsCache.get(localeTag);
  if (follows === undefined) {
    const parts = new Intl.NumberFormat(numberLocale(localeTag), { style: 'currency', currency: 'EUR' }).formatToParts(1);
    follows = parts.findIndex((part) => part.type === 'currency') > parts.findIndex((part) => part.type === 'integer');
    symbolFollowsCache.set(localeTag, follows);
  }
  return follows;
}

/**
 * A plain number as the player reads it (a chance, a roll, a multiplier, an RTP): the same digits and separators as
 * formatMinor, so ru and kz print a decimal comma ("49,50") everywhere money does. Formatters are kept per locale and
 * options, since a live game formats every animation frame.
 */
export function formatNumber(value: number, localeTag: string, options: NumberOptions = {}): string {
  const key = `${localeTag}|${options.style ?? ''}|${options.minimumFractionDigits ?? ''}|${options.maximumFractionDigits ?? ''}|${options.useGrouping ?? ''}`;
  let formatter = numberFormatCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(localeTag), options);
    numberFormatCache.set(key, formatter);
  }
  return formatter.format(value);
}

/** `digits` decimals, no more and no fewer: 49.5 -> "49.50" in en, "49,50" in ru and kz. */
export function formatFixed(value: number, digits: number, localeTag: string): string {
  return formatNumber(value, localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A value kept in hundredths (a roll, a target, a crash point): 256 -> "2.56", "2,56" in ru and kz. */
export function formatCenti(centi: number, localeTag: string): string {
  return formatFixed(centi / 100, 2, localeTag);
}

/** The options the formatters are cached by: the cache key is built from exactly these, cheaply, every frame. */
type NumberOptions = Pick<Intl.NumberFormatOptions, 'style' | 'minimumFractionDigits' | 'maximumFractionDigits' | 'useGrouping'>;

const numberFormatCache = new Map<string, Intl.NumberFormat>();

/**
 * Some browsers ship ICU without Kazakh number data (Chromium builds with a trimmed locale set): kk-KZ then falls back
 * to the root locale's digits ("10,500.00"), while Node's full ICU prints Kazakh ones, and a page rendered on the
 * server must hydrate to the same text. ru-RU groups and separates exactly as kk-KZ does and every build has it, so
 * Kazakh numbers are always printed with it, on the server and in any browser.
 */
const NUMBER_LOCALE_STAND_INS: Record<string, string> = { 'kk-KZ': 'ru-RU', kk: 'ru-RU' };

export const numberLocale = (localeTag: string): string => NUMBER_LOCALE_STAND_INS[localeTag] ?? localeTag;
