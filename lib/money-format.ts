import { CURRENCY_EXPONENTS, CURRENCY_SYMBOLS, type Currency } from './currencies';
import { fromMinorUnits } from './money';

/**
 * An amount in minor units as the player reads it: the locale's digits and separators (kk-KZ and ru-RU group with a
 * no-break space and use a decimal comma), the currency's own number of decimals, and spec section 9's prefix symbol.
 * Symbols made of letters (so'm, с) get a no-break space so they do not run into the digits.
 * `dropZeroFraction` prints a whole amount without decimals (limits: "from ₸100"), never hiding kopecks that exist.
 */
export function formatMinor(minor: number | bigint, currency: Currency, localeTag: string, options: { dropZeroFraction?: boolean } = {}): string {
  const major = fromMinorUnits(minor, currency);
  const exponent = options.dropZeroFraction && Number.isInteger(major) ? 0 : CURRENCY_EXPONENTS[currency];
  const digits = new Intl.NumberFormat(numberLocale(localeTag), { minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    Math.abs(major),
  );
  const symbol = CURRENCY_SYMBOLS[currency];
  const prefix = /\p{L}/u.test(symbol) ? `${symbol}\u00a0` : symbol;
  return `${major < 0 ? '−' : ''}${prefix}${digits}`;
}

/**
 * Some browsers ship ICU without Kazakh (Chromium builds with a trimmed locale set), where kk-KZ would fall back to
 * English digits ("10,500.00"); ru-RU groups and separates exactly as kk-KZ does, so it stands in there.
 */
const NUMBER_LOCALE_STAND_INS: Record<string, string> = { 'kk-KZ': 'ru-RU', kk: 'ru-RU' };

function numberLocale(localeTag: string): string {
  const standIn = NUMBER_LOCALE_STAND_INS[localeTag];
  return standIn && Intl.NumberFormat.supportedLocalesOf(localeTag).length === 0 ? standIn : localeTag;
}
