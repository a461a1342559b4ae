import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';

/*
 * Exchange rates as exact fractions, and conversions in integer math (BigInt, never floats).
 *
 * A rate says how many units of one currency one unit of another is worth (USD -> RUB 92.50: 1 USD = 92.50 RUB).
 * Rounding always goes the house's way: what the player is asked to pay rounds up, what the player is credited
 * rounds down. The difference is at most one minor unit of the currency rounded.
 */

export type Rate = { num: bigint; den: bigint };

const DECIMAL_RATE = /^(\d{1,12})(?:\.(\d{1,12}))?$/;
const FRACTION_RATE = /^(\d{1,40})\/(\d{1,40})$/;

export class RateFormatError extends Error {
  constructor(text: string) {
    super(`Not a positive exchange rate: ${text}`);
    this.name = 'RateFormatError';
  }
}

export const ONE: Rate = { num: 1n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduced(num: bigint, den: bigint): Rate {
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** "92.50" (the rates file and table) or "100/9250" (a derived inverse recorded on an invoice). */
export function parseRate(text: string): Rate {
  const decimal = DECIMAL_RATE.exec(text);
  const fraction = decimal ? null : FRACTION_RATE.exec(text);
  let rate: Rate | null = null;
  if (decimal) {
    const [, whole, part = ''] = decimal;
    rate = { num: BigInt(whole + part), den: 10n ** BigInt(part.length) };
  } else if (fraction) {
    rate = { num: BigInt(fraction[1]), den: BigInt(fraction[2]) };
  }
  if (!rate || rate.num === 0n || rate.den === 0n) throw new RateFormatError(text);
  return reduced(rate.num, rate.den);
}

/** Whether text is a rate the rates file and PUT /operator/billing/rates accept (decimal, positive). */
export function isDecimalRate(text: string): boolean {
  return DECIMAL_RATE.test(text) && /[1-9]/.test(text);
}

/** The exact text of a rate: a decimal when it has a finite one (92.5), else a fraction (2/185). */
export function formatRate(rate: Rate): string {
  for (let digits = 0; digits <= 40; digits += 1) {
    const scale = 10n ** BigInt(digits);
    if (scale % rate.den !== 0n) continue;
    const text = ((rate.num * scale) / rate.den).toString().padStart(digits + 1, '0');
    return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }
  return `${rate.num}/${rate.den}`;
}

export function invertRate(rate: Rate): Rate {
  return { num: rate.den, den: rate.num };
}

/** The rate as a number for the wire (display only; money never uses it), to 8 decimal places. */
export function rateToNumber(rate: Rate): number {
  const scaled = (rate.num * 10n ** 8n) / rate.den;
  return Number(scaled) / 1e8;
}

/**
 * amountMinor of `from` converted into minor units of `to` at `rate` (units of `to` per unit of `from`), rounded
 * down (credits) or up (sums the player is asked to pay).
 */
export function convertMinor(amountMinor: number, from: Currency, to: Currency, rate: Rate, rounding: 'down' | 'up'): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Not a convertible amount: ${amountMinor}`);
  const num = BigInt(amountMinor) * rate.num * 10n ** BigInt(CURRENCY_EXPONENTS[to]);
  const den = rate.den * 10n ** BigInt(CURRENCY_EXPONENTS[from]);
  let result = num / den;
  if (rounding === 'up' && result * den !== num) result += 1n;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Conversion overflows: ${amountMinor} ${from}`);
  return Number(result);
}

/** What stays with the house of a paid sum: commission_bp basis points, rounded up (the credit rounds down). */
export function commissionOf(paidMinor: number, commissionBp: number): number {
  const credited = (BigInt(paidMinor) * BigInt(10_000 - commissionBp)) / 10_000n;
  return paidMinor - Number(credited);
}
