import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import type { Currency } from '@/lib/currencies';
import { nextHistoryPage } from './get-billing-history';
import { currencySchema, minorOf, wireAmountSchema, wireIdSchema } from '../lib/wire-money';

export interface MyBet {
  /** Unique among every game's bets (the api's key, `<game>:<id>`; its id where it sends none). */
  id: string;
  game: string;
  /** refunded: a shared round's stake given back (a crash round cut short, a room with one player). */
  state: 'open' | 'won' | 'lost' | 'refunded';
  stakeMinor: number;
  payoutMinor: number;
  multiplierBp: number;
  currency: Currency;
  /** A case's slug, for the link back to that case. */
  caseSlug: string | null;
  createdAt: string;
}

export const myBetSchema = z
  .looseObject({
    id: wireIdSchema,
    key: z.string().min(1).max(80).optional(),
    game: z.string().min(1).max(40),
    state: z.enum(['open', 'won', 'lost', 'refunded']),
    currency: currencySchema,
    amount: wireAmountSchema,
    payout: wireAmountSchema,
    multiplier_bp: z.number().int().nonnegative(),
    params: z
      .looseObject({
        slug: z
          .string()
          .regex(/^[a-z0-9-]{1,64}$/)
          .optional()
          .catch(undefined),
      })
      .nullish(),
    created_at: z.string(),
  })
  .transform((bet): MyBet => ({
    id: bet.key ?? bet.id,
    game: bet.game,
    state: bet.state,
    stakeMinor: minorOf(bet.amount, bet.currency),
    payoutMinor: minorOf(bet.payout, bet.currency),
    multiplierBp: bet.multiplier_bp,
    currency: bet.currency,
    caseSlug: bet.game === 'cases' ? (bet.params?.slug ?? null) : null,
    createdAt: bet.created_at,
  }));

export const myBetsPageSchema = z.object({
  data: z.array(myBetSchema),
  meta: z.looseObject({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type MyBetsPage = z.infer<typeof myBetsPageSchema>;

export const MY_BETS_PER_PAGE = 20;
export const MY_BETS_KEY = ['cashier', 'my-bets'] as const;

/**
 * GET /api/v2/games/bets: the signed-in player's real-money bets of every game, newest first. The request carries
 * only the bearer token (never the demo header), so demo bets are not in the history.
 */
export async function getMyBets(page: number, perPage = MY_BETS_PER_PAGE): Promise<MyBetsPage> {
  const { data } = await apiClient.get<unknown>('/api/v2/games/bets', { params: { page, per_page: perPage } });
  return myBetsPageSchema.parse(data);
}

export function useMyBets(perPage = MY_BETS_PER_PAGE) {
  return useInfiniteQuery({
    queryKey: [...MY_BETS_KEY, perPage],
    queryFn: ({ pageParam }) => getMyBets(pageParam, perPage),
    initialPageParam: 1,
    getNextPageParam: nextHistoryPage,
  });
}
