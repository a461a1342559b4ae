import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { localizedNameSchema } from '../shared/schemas';

/* The methods' wire shapes (docs/cashier.md). */

const major = (what: string) => z.number().describe(what);

export const depositMethodSchema = z
  .object({
    hash: z.string(),
    name: localizedNameSchema,
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
    name: localizedNameSchema,
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
