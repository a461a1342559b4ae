import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';

/* The deposit side's wire shapes (docs/cashier.md). */

const major = (what: string) => z.number().describe(what);

export const invoiceStatusSchema = z.number().int().min(1).max(6).describe('1 created, 2 pending, 3 paid, 4 expired, 5 failed, 6 refunded');

export const depositConfigSchema = z
  .object({
    hash: z.string().describe("The method's hash"),
    id: z.string().describe('The invoice id'),
    status: invoiceStatusSchema,
    status_name: z.enum(['created', 'pending', 'paid', 'expired', 'failed', 'refunded']),
    life_time: z.number().int().describe('Seconds the invoice lives in all'),
    remaining_time: z.number().int().describe('Seconds left (0 once closed)'),
    amount: major('What the player pays, in the user currency'),
    shop_amount: major('What the balance gets: amount - commission'),
    commission: major('What is kept'),
    currency: z.enum(CURRENCIES),
    exchange_currency: z.enum(CURRENCIES),
    exchange_rate: z.number().describe('Units of the user currency per unit of exchange_currency, recorded when the invoice was made'),
    exchange_amount: major('What the provider charges, in exchange_currency (rounded up)'),
    card: z.object({ card_number: z.string(), phone_number: z.string() }).nullable(),
    crypto: z.object({ address: z.string(), coin: z.string(), amount: z.string() }).nullable(),
    payment_url: z.string().nullable(),
    sum_was_changed: z.boolean().describe('The player paid another sum than invoiced; the credit follows what was paid'),
    created_at: z.string(),
  })
  .meta({ id: 'DepositConfig' });

export const depositBodySchema = z.object({
  hash: z.string({ message: 'unknown_method: The method hash is required.' }).min(1).max(64),
  amount: z.number({ message: 'invalid_amount: The amount is a number in major units.' }).describe("Major units of the user's currency"),
});

export const paymentStatusSchema = z
  .object({
    status: invoiceStatusSchema,
    status_name: z.string(),
    sum_was_changed: z.boolean(),
    amount: major('The invoiced amount'),
    credited_amount: z.number().nullable().describe('What the balance got, once credited'),
  })
  .meta({ id: 'PaymentStatus' });
