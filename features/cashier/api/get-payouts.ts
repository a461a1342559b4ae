import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { payoutSchema, type Payout } from './create-payout';

export const payoutsPageSchema = z.object({
  data: z.array(payoutSchema),
  meta: z.looseObject({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

export const PAYOUTS_KEY = ['billing', 'payouts'] as const;

/** GET /api/v2/billing/payouts: the player's payouts, newest first, with the masked destination and any reason. */
export async function getPayouts(perPage: number): Promise<Payout[]> {
  const { data } = await apiClient.get<unknown>('/api/v2/billing/payouts', { params: { page: 1, per_page: perPage } });
  return payoutsPageSchema.parse(data).data;
}

/** The latest payouts; `refetchIntervalMs` decides from them how often to ask again (a pending one is watched). */
export function usePayouts(perPage: number, refetchIntervalMs: (payouts: Payout[]) => number | false) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, perPage],
    queryFn: () => getPayouts(perPage),
    refetchInterval: (query) => refetchIntervalMs(query.state.data ?? []),
  });
}
