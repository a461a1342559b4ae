import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { payoutSchema, type Payout } from './create-payout';

/** POST /api/v2/billing/payouts/{id}/cancel: only while pending (409 payout_not_pending otherwise); the sum comes back. */
export async function cancelPayout(payoutId: string): Promise<Payout> {
  const { data } = await apiClient.post<unknown>(`/api/v2/billing/payouts/${encodeURIComponent(payoutId)}/cancel`);
  return payoutSchema.parse(data);
}

export function useCancelPayout() {
  return useMutation({ mutationFn: cancelPayout });
}
