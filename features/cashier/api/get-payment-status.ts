import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { readApiFailure } from '@/lib/api/validation-errors';
import type { Currency } from '@/lib/currencies';
import { TIMINGS } from '@/lib/timings';
import { isInvoiceOpen } from '../lib/payment-status';
import { minorOrNull, wireAmountSchema } from '../lib/wire-money';

export const paymentStatusSchema = z.looseObject({
  status: z.coerce.number().int(),
  status_name: z.string().nullish(),
  sum_was_changed: z.boolean().nullish(),
  amount: wireAmountSchema.nullish(),
  credited_amount: wireAmountSchema.nullish(),
});

export interface PaymentStatus {
  status: number;
  sumWasChanged: boolean;
  /** The invoiced sum and what the balance got, in the user's currency (credited: null until credited). */
  invoiceMinor: number | null;
  creditedMinor: number | null;
}

/** GET /billing/payment/status/{invoiceId}: 404 for an unknown invoice or another player's. */
export async function getPaymentStatus(invoiceId: string, currency: Currency): Promise<PaymentStatus> {
  const { data } = await apiClient.get<unknown>(`/billing/payment/status/${encodeURIComponent(invoiceId)}`);
  const reply = paymentStatusSchema.parse(data);
  return {
    status: reply.status,
    sumWasChanged: reply.sum_was_changed ?? false,
    invoiceMinor: minorOrNull(reply.amount, currency),
    creditedMinor: minorOrNull(reply.credited_amount, currency),
  };
}

export const paymentStatusKey = (invoiceId: string) => ['billing', 'payment-status', invoiceId] as const;

/**
 * Spec section 4: the invoice's status every 5 s until it is no longer open. The player pays in another tab, so the
 * poll goes on while this one is hidden, and a return to it asks at once.
 */
export function usePaymentStatus(invoiceId: string, currency: Currency) {
  return useQuery({
    queryKey: paymentStatusKey(invoiceId),
    queryFn: () => getPaymentStatus(invoiceId, currency),
    refetchInterval: (query) => {
      if (query.state.data && !isInvoiceOpen(query.state.data.status)) return false;
      if (readApiFailure(query.state.error).status === 404) return false;
      return TIMINGS.invoiceStatusPollMs;
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    gcTime: 0,
  });
}

/**
 * One look at an invoice the player comes back to from the provider's page (`?deposit={invoiceId}`, the success
 * address the api gives the provider), so a payment finished there is reported here too.
 */
export function useReturnedInvoiceStatus(invoiceId: string | null, currency: Currency | null) {
  return useQuery({
    queryKey: ['billing', 'returned-invoice', invoiceId],
    queryFn: () => getPaymentStatus(invoiceId!, currency!),
    enabled: invoiceId !== null && currency !== null,
    gcTime: 0,
  });
}
