import { z } from 'zod';
import { PAYOUT_STATUSES } from './service';

/* The payouts' wire shapes (docs/cashier.md). */

export const payoutSchema = z
  .object({
    id: z.string(),
    hash: z.string().describe("The payout method's hash"),
    status: z.enum(PAYOUT_STATUSES),
    status_name: z.string(),
    amount: z.number().describe("Major units of the user's currency"),
    currency: z.string(),
    wallet_masked: z.string().describe('The card number or address, masked'),
    created_at: z.string(),
    updated_at: z.string(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Payout' });
