import { useQuery } from '@tanstack/react-query';
import { activationsReplySchema, type ActivationView } from '@/lib/bonuses/contract';

/**
 * The player's bonuses. Under ['bonuses'], the key the cashier invalidates after a deposit (refreshAfterMoneyMoved),
 * so a deposit that starts a bonus shows it in the header widget and on the bonuses page.
 */
export const ACTIVATIONS_KEY = ['bonuses', 'activations'] as const;

/** GET /api/v2/bonuses/activations: newest first; a guest gets []. The api client loads on use (header first load). */
export async function getActivations(): Promise<ActivationView[]> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.get<unknown>('/api/v2/bonuses/activations');
  return activationsReplySchema.parse(data).data;
}

/** POST /api/v2/bonuses/activations/{id}/forfeit: gives the bonus up (404 bonus_not_active). */
export async function forfeitActivation(id: number): Promise<ActivationView[]> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.post<unknown>(`/api/v2/bonuses/activations/${id}/forfeit`);
  return activationsReplySchema.parse(data).data;
}

/** POST /api/v2/bonuses/promo: redeems a promo code (201), or a refusal with its `code`. */
export async function redeemPromo(promo: string): Promise<ActivationView[]> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.post<unknown>('/api/v2/bonuses/promo', { promo });
  return activationsReplySchema.parse(data).data;
}

/** The player's bonuses, asked only while signed in. */
export function useActivations(enabled: boolean) {
  return useQuery({ queryKey: ACTIVATIONS_KEY, queryFn: getActivations, enabled, staleTime: 30_000 });
}
