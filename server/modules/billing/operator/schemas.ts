import { z } from 'zod';
import { depositConfigSchema } from '../deposits/schemas';
import { payoutSchema } from '../payouts/schemas';

/* The back office's wire shapes of the cashier (docs/cashier.md). */

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

export const operatorPayoutSchema = payoutSchema
  .extend({
    user_id: z.number().int(),
    provider: z.string(),
    shape: z.enum(['card', 'crypto']),
    coin: z.string().nullable(),
    provider_payout_id: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'OperatorPayout' });
