import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { isPayoutStatus } from '../lib/payment-status';
import { currencySchema, minorOf, wireAmountSchema, wireIdSchema } from '../lib/wire-money';

export const payoutSchema = z
  .looseObject({
    id: wireIdSchema,
    hash: z.string(),
    status: z.string(),
    status_name: z.string().nullish(),
    amount: wireAmountSchema,
    currency: currencySchema,
    wallet_masked: z.string().nullish(),
    created_at: z.string(),
    updated_at: z.string().nullish(),
    reason: z.string().nullish(),
  })
  .transform((payout) => ({
    id: payout.id,
    hash: payout.hash,
    status: isPayoutStatus(payout.status) ? payout.status : ('unknown' as const),
    statusName: payout.status_name ?? payout.status,
    amountMinor: minorOf(payout.amount, payout.currency),
    currency: payout.currency,
    walletMasked: payout.wallet_masked ?? null,
    createdAt: payout.created_at,
    reason: payout.reason ?? null,
  }));

export type Payout = z.infer<typeof payoutSchema>;

export interface CreatePayoutInput {
  hash: string;
  amountMinor: number;
  currency: Currency;
  /** A card number (digits only) or a crypto address. */
  wallet: string;
  idempotencyKey: string;
}

/** POST /api/v2/billing/payouts: the sum leaves the balance at once and waits, pending, for the operator. */
export async function createPayout({ hash, amountMinor, currency, wallet, idempotencyKey }: CreatePayoutInput): Promise<Payout> {
  const { data } = await apiClient.post<unknown>(
    '/api/v2/billing/payouts',
    { hash, amount: fromMinorUnits(amountMinor, currency), wallet },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return payoutSchema.parse(data);
}

export function useCreatePayout() {
  return useMutation({ mutationFn: createPayout });
}
