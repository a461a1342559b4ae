'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingData } from '../api/get-billing-data';
import { useBillingHistory, type HistoryItem } from '../api/get-billing-history';
import { useMethodLabels } from '../hooks/use-method-labels';
import { periodStartMs, withinPeriod, type HistoryPeriod } from '../lib/history-period';
import { PaymentItem } from './payment-item';
import styles from './cashier.module.css';

/** Deposits and payouts, newest first, a page at a time behind "Show more". */
export function PaymentsHistory({ period, timeZone }: { period: HistoryPeriod; timeZone: string | undefined }) {
  const t = useTranslations('cashier.history');
  const history = useBillingHistory('all');
  // Rows name their methods as the tiles do; a method the player no longer sees (or before the methods load) by its name alone.
  const billing = useBillingData();
  const depositLabels = useMethodLabels(billing.data?.depositMethods ?? []);
  const payoutLabels = useMethodLabels(billing.data?.payoutMethods ?? []);
  const labelOf = (item: HistoryItem) => (item.methodHash ? (item.type === 'deposit' ? depositLabels : payoutLabels).get(item.methodHash) : undefined);
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
  const items = history.data.pages.flatMap((page) => page.data);
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
