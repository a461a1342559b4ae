import type { QueryClient } from '@tanstack/react-query';
import { loadProfile } from '@/lib/session/get-profile';
import { BILLING_HISTORY_KEY } from '../api/get-billing-history';
import { PAYOUTS_KEY } from '../api/get-payouts';

/**
 * The prefix of the bonuses' query keys (features/bonuses: the activations the header indicator and /profile/bonuses
 * read): a credited deposit can start a deposit bonus, so they are asked again (spec section 4).
 */
export const BONUS_WIDGET_KEY = ['bonuses'] as const;

/** After money moved: the balance (the user's profile), the bonus widget, the history and the payouts are asked again. */
export async function refreshAfterMoneyMoved(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    loadProfile(),
    queryClient.invalidateQueries({ queryKey: BONUS_WIDGET_KEY }),
    queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_KEY }),
    queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY }),
  ]);
}
