import { CURRENCY_EXPONENTS, type Currency } from './currencies';

export class MoneyFormatError extends Error {
  constructor(value: unknown, currency: Currency) {
    super(`Not a valid ${currency} amount: ${String(value)}`);
    this.name = 'MoneyFormatError';
  }
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Converts a wire amount in major units (100, 0.01, "12.5") to integer minor units.
 * It works on the decimal text, never multiplies floats, and refuses more decimals than the currency has.
 */
export function toMinorUnits(amount: number | string, currency: Currency): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  const text = typeof amount === 'number' ? numberToPlainText(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyFormatError(amount, currency);
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) throw new MoneyFormatError(amount, currency);
  const minor = Number(whole + fraction.padEnd(exponent, '0').slice(0, exponent));
  if (!Number.isSafeInteger(minor)) throw new MoneyFormatError(amount, currency);
  return sign && minor !== 0 ? -minor : minor;
}

/** Converts integer minor units back to the wire's major-unit number (12345 RUB -> 123.45). */
export function fromMinorUnits(minor: number | bigint, currency: Currency): number {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new MoneyFormatError(minor, currency);
  }
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const exponent = CURRENCY_EXPONENTS[currency];
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return Number(`${negative ? '-' : ''}${whole}.${fraction}`);
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // toString gives exponent notation for tiny and huge numbers; toFixed(20) keeps the decimal form.
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}
