'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingHistory, type HistoryItem } from '../api/get-billing-history';
import { useMethodLabels, type LabelledMethod } from '../hooks/use-method-labels';
import { periodStartMs, withinPeriod, type HistoryPeriod } from '../lib/history-period';
import { PaymentItem } from './payment-item';
import styles from './cashier.module.css';

/** The methods the loaded rows of one type went through, once each, as their rows name them. */
function methodsOf(items: readonly HistoryItem[], type: HistoryItem['type']): LabelledMethod[] {
  const byHash = new Map<string, LabelledMethod>();
  for (const item of items) {
    if (item.type !== type || !item.methodHash || byHash.has(item.methodHash)) continue;
    byHash.set(item.methodHash, { hash: item.methodHash, name: item.methodName, provider: item.methodProvider, coin: item.methodCoin });
  }
  return [...byHash.values()];
}

/** Deposits and payouts, newest first, a page at a time behind "Show more". */
export function PaymentsHistory({ period, timeZone }: { period: HistoryPeriod; timeZone: string | undefined }) {
  const t = useTranslations('cashier.history');
  const history = useBillingHistory('all');
  const items = history.data?.pages.flatMap((page) => page.data) ?? [];
  // Rows name their methods as the tiles do, from the rows themselves: with the provider when another loaded row of the
  // same type pays the same way through another provider.
  const depositLabels = useMethodLabels(methodsOf(items, 'deposit'));
  const payoutLabels = useMethodLabels(methodsOf(items, 'payout'));
  const labelOf = (item: HistoryItem) =>
    item.methodHash ? (item.type === 'deposit' ? depositLabels : payoutLabels).get(item.methodHash) : undefined;
  // The window is fixed when the period is chosen, not moved by every render.
  const [now] = useState(() => Date.now());

  if (history.isPending) {
    return (
      <div aria-busy="true">
        <p role="status">{t('loading')}</p>
        <Skeleton height="64px" radius="md" />
        <Skeleton height="64px" radius="md" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <>
        <Notice tone="error" role="alert">
          {t('failed')}
        </Notice>
        <Button onClick={() => void history.refetch()} loading={history.isFetching}>
          {t('retry')}
        </Button>
      </>
    );
  }
  const { shown, reachedStart } = withinPeriod(items, periodStartMs(period, now));
  const more = history.hasNextPage && !reachedStart;
  if (items.length === 0) return <EmptyState>{t('paymentsEmpty')}</EmptyState>;
  return (
    <>
      {shown.length === 0 && !more ? (
        <EmptyState>{t('periodEmpty')}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')} aria-busy={history.isFetchingNextPage || undefined}>
          {shown.map((item) => (
            <PaymentItem key={`${item.type}-${item.id}`} item={{ ...item, methodLabel: labelOf(item) }} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {more && (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
    </>
  );
}
