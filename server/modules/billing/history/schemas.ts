import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { invoiceStatusSchema } from '../deposits/schemas';
import { localizedNameSchema } from '../shared/schemas';

export const historyItemSchema = z
  .object({
    type: z.enum(['deposit', 'payout']),
    id: z.string(),
    method: z.object({
      hash: z.string(),
      name: localizedNameSchema,
      icon: z.string().nullable(),
      provider: z.string().describe('The payment provider it went through (docs/cashier.md): sandbox, nowpayments'),
      coin: z.string().nullable().describe("The method's coin, as GET /api/v2/billing/data gives it; null when it has none or is gone"),
    }),
    amount: z.number(),
    credited_amount: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    status: z.union([invoiceStatusSchema, z.string()]).describe("A deposit's status number, or a payout's status"),
    status_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BillingHistoryItem' });
