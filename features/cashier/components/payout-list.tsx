'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { formatMinor } from '@/lib/money-format';
import { loadProfile } from '@/lib/session/get-profile';
import { useCancelPayout } from '../api/cancel-payout';
import { BILLING_HISTORY_KEY, useBillingHistory, type HistoryItem } from '../api/get-billing-history';
import { useDescribeCashierFailure } from '../hooks/use-describe-cashier-failure';
import { refreshAfterMoneyMoved } from '../lib/refresh-after-deposit';
import { PaymentItem } from './payment-item';
import styles from './cashier.module.css';

const RECENT_PAYOUTS = 5;
/** A pending payout is asked about this often, so an operator's decision shows (and the balance with it) without a reload. */
export const PENDING_PAYOUT_POLL_MS = 15_000;

const pendingIds = (items: HistoryItem[]) => new Set(items.filter((item) => item.status === 'pending').map((item) => item.id));

/** The player's latest payouts with their status; a pending one can be cancelled, which returns its sum at once. */
export function PayoutList({ timeZone }: { timeZone: string | undefined }) {
  const t = useTranslations('cashier.withdraw');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const describeFailure = useDescribeCashierFailure();
  const history = useBillingHistory('payouts', {
    perPage: RECENT_PAYOUTS,
    refetchIntervalMs: (items) => (pendingIds(items).size > 0 ? PENDING_PAYOUT_POLL_MS : false),
  });
  const cancel = useCancelPayout();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const [cancelled, setCancelled] = useState('');
  const items = history.data?.pages[0]?.data ?? [];

  // A payout that stopped waiting (rejected, failed: the sum came back; paid) changes the balance the header shows.
  const waiting = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!history.data) return;
    const now = pendingIds(history.data.pages[0]?.data ?? []);
    const before = waiting.current;
    waiting.current = now;
    if (before && [...before].some((id) => !now.has(id))) void loadProfile();
  }, [history.data]);

  const cancelPayout = async (item: HistoryItem) => {
    setCancelling(item.id);
    setNotice(null);
    setCancelled('');
    try {
      await cancel.mutateAsync(item.id);
      setCancelled(t('cancelled'));
      waiting.current?.delete(item.id);
      await refreshAfterMoneyMoved(queryClient);
    } catch (failure) {
      setNotice(describeFailure(failure));
      void queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_KEY });
    } finally {
      setCancelling(null);
    }
  };

  let body;
  if (history.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status">{t('listLoading')}</p>
        <Skeleton height="64px" radius="md" />
      </div>
    );
  } else if (history.isError) {
    body = (
      <Notice tone="error" role="alert">
        {t('listFailed')}
      </Notice>
    );
  } else if (items.length === 0) {
    body = <EmptyState>{t('empty')}</EmptyState>;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby="profile-payouts">
        {items.map((item) => (
          <PaymentItem
            key={item.id}
            item={item}
            timeZone={timeZone}
            action={
              item.status === 'pending' && (
                <Button
                  size="sm"
                  variant="danger"
                  loading={cancelling === item.id}
                  aria-label={t('cancelLabel', { amount: formatMinor(item.amountMinor, item.currency, locale) })}
                  onClick={() => void cancelPayout(item)}
                >
                  {t('cancel')}
                </Button>
              )
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <h3 id="profile-payouts">{t('listTitle')}</h3>
      <ErrorNotice id="payout-list-error" notice={notice} />
      <div role="status">{cancelled && <Notice tone="success">{cancelled}</Notice>}</div>
      {body}
    </>
  );
}
