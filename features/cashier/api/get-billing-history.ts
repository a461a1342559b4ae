import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import type { Currency } from '@/lib/currencies';
import { localizedNameSchema, type LocalizedName } from '../lib/localized-name';
import { invoiceStatusName, isPayoutStatus, type InvoiceStatusName, type PayoutStatus } from '../lib/payment-status';
import { currencySchema, minorOf, minorOrNull, wireAmountSchema, wireIdSchema } from '../lib/wire-money';

export type HistoryType = 'all' | 'deposits' | 'payouts';

export interface HistoryItem {
  type: 'deposit' | 'payout';
  id: string;
  methodHash: string | null;
  methodName: LocalizedName;
  methodIcon: string | null;
  /** The provider the payment went through and the method's coin: what naming it as its tile does needs (null: not said). */
  methodProvider: string | null;
  methodCoin: string | null;
  amountMinor: number;
  creditedMinor: number | null;
  currency: Currency;
  status: InvoiceStatusName | PayoutStatus | 'unknown';
  /** The api's own name of the status, shown only when the web does not know the status. */
  statusName: string | null;
  createdAt: string;
}

export const historyItemSchema = z
  .looseObject({
    type: z.enum(['deposit', 'payout']),
    id: wireIdSchema,
    method: z.looseObject({
      hash: z.string().nullish(),
      name: localizedNameSchema,
      icon: z.string().nullish(),
      provider: z.string().nullish(),
      coin: z.string().nullish(),
    }),
    amount: wireAmountSchema,
    credited_amount: wireAmountSchema.nullish(),
    currency: currencySchema,
    status: z.union([z.number(), z.string()]),
    status_name: z.string().nullish(),
    created_at: z.string(),
  })
  .transform((item): HistoryItem => {
    const status = item.type === 'deposit' ? invoiceStatusName(Number(item.status)) : isPayoutStatus(item.status) ? item.status : null;
    return {
      type: item.type,
      id: item.id,
      methodHash: item.method.hash ?? null,
      methodName: item.method.name,
      methodIcon: item.method.icon ?? null,
      methodProvider: item.method.provider ?? null,
      methodCoin: item.method.coin ?? null,
      amountMinor: minorOf(item.amount, item.currency),
      creditedMinor: minorOrNull(item.credited_amount, item.currency),
      currency: item.currency,
      status: status ?? 'unknown',
      statusName: item.status_name ?? null,
      createdAt: item.created_at,
    };
  });

export const historyPageSchema = z.object({
  data: z.array(historyItemSchema),
  meta: z.looseObject({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const HISTORY_PER_PAGE = 20;
export const BILLING_HISTORY_KEY = ['billing', 'history'] as const;

/** GET /api/v2/billing/history: deposits and payouts, newest first, a page at a time. */
export async function getBillingHistory(type: HistoryType, page: number, perPage = HISTORY_PER_PAGE): Promise<HistoryPage> {
  const { data } = await apiClient.get<unknown>('/api/v2/billing/history', { params: { type, page, per_page: perPage } });
  return historyPageSchema.parse(data);
}

/** The next page of a paged list (`{data, meta: {page, per_page, total}}`), or none after the last. */
export function nextHistoryPage(last: {
  data: readonly unknown[];
  meta: { page: number; per_page: number; total: number };
}): number | undefined {
  return last.meta.page * last.meta.per_page < last.meta.total && last.data.length > 0 ? last.meta.page + 1 : undefined;
}

interface HistoryOptions {
  perPage?: number;
  /** How often to ask again, from what is shown (a pending payout is watched); false: not by itself. */
  refetchIntervalMs?: (items: HistoryItem[]) => number | false;
}

export function useBillingHistory(type: HistoryType, { perPage = HISTORY_PER_PAGE, refetchIntervalMs }: HistoryOptions = {}) {
  return useInfiniteQuery({
    queryKey: [...BILLING_HISTORY_KEY, type, perPage],
    queryFn: ({ pageParam }) => getBillingHistory(type, pageParam, perPage),
    initialPageParam: 1,
    getNextPageParam: nextHistoryPage,
    refetchInterval: (query) => (refetchIntervalMs ? refetchIntervalMs(query.state.data?.pages.flatMap((page) => page.data) ?? []) : false),
  });
}
