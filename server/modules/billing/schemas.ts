import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { rateTableSchema } from './rates';

/* The deposit side's wire shapes (docs/cashier.md); each has an OpenAPI id. */

const localizedName = z.object({ en: z.string(), ru: z.string(), kz: z.string() });
const major = (what: string) => z.number().describe(what);

export const depositMethodSchema = z
  .object({
    hash: z.string(),
    name: localizedName,
    provider: z.string().describe('The payment provider the method goes through (docs/cashier.md): sandbox, nowpayments'),
    icon: z.string(),
    shape: z.enum(['card', 'phone', 'crypto', 'checkout']),
    min_amount: major("Major units of the user's currency"),
    max_amount: major("Major units of the user's currency"),
    default_amount: major("Major units of the user's currency"),
    exchange_currency: z.enum(CURRENCIES).describe('The currency the provider charges in'),
    currency: z.enum(CURRENCIES),
    commission_percent: z.number().describe('Kept from the paid sum, in percent'),
    coin: z.string().optional(),
  })
  .meta({ id: 'DepositMethod' });

export const payoutMethodSchema = z
  .object({
    hash: z.string(),
    name: localizedName,
    provider: z.string().describe('The payment provider the method goes through (docs/cashier.md): sandbox, nowpayments'),
    icon: z.string(),
    shape: z.enum(['card', 'crypto']),
    min_amount: major("At least the currency's minimum payout (spec section 9)"),
    max_amount: z.number(),
    currency: z.enum(CURRENCIES),
    coin: z.string().optional(),
  })
  .meta({ id: 'PayoutMethod' });

export const billingDataSchema = z
  .object({
    payments: z.object({ methods: z.array(depositMethodSchema), bonus: z.object({ name: z.string() }) }),
    'crypto-payments': z.array(depositMethodSchema),
    'crypto-payouts': z.array(payoutMethodSchema),
    payouts: z.object({ methods: z.array(payoutMethodSchema) }),
  })
  .meta({ id: 'BillingData' });

const invoiceStatus = z
  .number()
  .int()
  .min(1)
  .max(6)
  .describe('1 created, 2 pending, 3 paid, 4 expired, 5 failed, 6 refunded');

export const depositConfigSchema = z
  .object({
    hash: z.string().describe("The method's hash"),
    id: z.string().describe('The invoice id'),
    status: invoiceStatus,
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
    status: invoiceStatus,
    status_name: z.string(),
    sum_was_changed: z.boolean(),
    amount: major('The invoiced amount'),
    credited_amount: z.number().nullable().describe('What the balance got, once credited'),
  })
  .meta({ id: 'PaymentStatus' });

export const historyItemSchema = z
  .object({
    type: z.enum(['deposit', 'payout']),
    id: z.string(),
    method: z.object({
      hash: z.string(),
      name: localizedName,
      icon: z.string().nullable(),
      provider: z.string().describe('The payment provider it went through (docs/cashier.md): sandbox, nowpayments'),
      coin: z.string().nullable().describe("The method's coin, as GET /api/v2/billing/data gives it; null when it has none or is gone"),
    }),
    amount: z.number(),
    credited_amount: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    status: z.union([invoiceStatus, z.string()]).describe("A deposit's status number, or a payout's status"),
    status_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BillingHistoryItem' });

export const pageMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ratesReplySchema = z
  .object({
    rates: z.record(z.string(), z.record(z.string(), z.string())).describe('{ USD: { RUB: "92.50" } }: 1 USD = 92.50 RUB; inverses derived'),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ExchangeRates' });

export const ratesBodySchema = z.object({
  rates: rateTableSchema.refine((table) => Object.values(table).some((quotes) => Object.keys(quotes ?? {}).length > 0), {
    message: 'invalid_rate: Give at least one rate.',
  }),
});

export const operatorInvoiceSchema = depositConfigSchema
  .extend({
    user_id: z.number().int(),
    provider: z.string(),
    provider_invoice_id: z.string().nullable(),
    paid_amount: z.number().nullable().describe('What arrived, in exchange_currency'),
    credited_amount: z.number().nullable(),
  })
  .meta({ id: 'OperatorInvoice' });

export const lateNotificationSchema = z
  .object({
    id: z.number().int(),
    provider: z.string(),
    event_id: z.string(),
    status: z.string(),
    paid_amount: z.number().nullable().describe("In the invoice's exchange_currency"),
    paid_currency: z.string().nullable(),
    outcome: z.enum(['late', 'corrected']),
    received_at: z.string(),
    payload: z.unknown(),
    invoice: operatorInvoiceSchema,
  })
  .meta({ id: 'LateNotification' });
