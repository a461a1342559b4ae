import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';

/** An amount as the billing api sends it: a number (or decimal text) in major units. */
export const wireAmountSchema = z.union([z.number(), z.string()]);
export type WireAmount = z.infer<typeof wireAmountSchema>;

export const currencySchema = z.enum(CURRENCIES);

/** The wire amount in minor units of the currency; the boundary conversion for every cashier reply. */
export function minorOf(amount: WireAmount, currency: Currency): number {
  return toMinorUnits(amount, currency);
}

/** The same for amounts that are only shown: null instead of a throw for a value the currency cannot hold. */
export function minorOrNull(amount: WireAmount | null | undefined, currency: Currency): number | null {
  if (amount === null || amount === undefined) return null;
  try {
    return toMinorUnits(amount, currency);
  } catch {
    return null;
  }
}

/** Our ids are text on the wire; a numeric id is accepted and read as text. */
export const wireIdSchema = z.union([z.string().min(1), z.number().int()]).transform(String);
