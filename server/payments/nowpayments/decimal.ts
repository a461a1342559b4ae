import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';

/*
 * NOWPayments sends amounts as JSON numbers (25.5, 0.00029, 1e-7) or decimal strings. Money is never computed in
 * floats here: each amount becomes an exact fraction of its decimal text, and results are rounded down to minor units.
 */

export type Fraction = { numerator: bigint; denominator: bigint };

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** The exact value of a non-negative decimal as written (String(number) is the shortest text that round-trips). */
export function parseDecimal(value: number | string): Fraction | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || text.length > 64) return null;
  const [, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  if (Math.abs(exponent) > 60) return null;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

/** floor(value * 10^exponent of the currency): minor units, rounded down. */
export function toMinorFloor(value: Fraction, currency: Currency): number | null {
  const minor = (value.numerator * 10n ** BigInt(CURRENCY_EXPONENTS[currency])) / value.denominator;
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/**
 * What a partial payment is worth in the invoice's price currency: price_amount * actually_paid / pay_amount,
 * rounded down to minor units, never more than the price itself.
 */
export function partialPaidMinor(priceAmount: Fraction, actuallyPaid: Fraction, payAmount: Fraction, currency: Currency): number | null {
  if (payAmount.numerator === 0n) return null;
  const paid = actuallyPaid.numerator * payAmount.denominator < payAmount.numerator * actuallyPaid.denominator ? actuallyPaid : payAmount;
  return toMinorFloor(
    {
      numerator: priceAmount.numerator * paid.numerator * payAmount.denominator,
      denominator: priceAmount.denominator * paid.denominator * payAmount.numerator,
    },
    currency,
  );
}

/** Minor units as the decimal text of major units (12345 USD -> "123.45"): what the gateway is sent. */
export function minorToDecimalText(amountMinor: number, currency: Currency): string {
  const exponent = CURRENCY_EXPONENTS[currency];
  const digits = String(amountMinor).padStart(exponent + 1, '0');
  return exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
