'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { Skeleton } from '@/components/ui/skeleton';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { formatMinor } from '@/lib/money-format';
import { loadProfile } from '@/lib/session/get-profile';
import { useCancelPayout } from '../api/cancel-payout';
import type { Payout } from '../api/create-payout';
import type { PayoutMethod } from '../api/get-billing-data';
import { PAYOUTS_KEY, usePayouts } from '../api/get-payouts';
import { useDescribeCashierFailure } from '../hooks/use-describe-cashier-failure';
import { useMethodLabels } from '../hooks/use-method-labels';
import { refreshAfterMoneyMoved } from '../lib/refresh-after-money-moved';
import { PaymentItem, type PaymentRow } from './payment-item';
import type { OutcomeProps } from './withdraw-section';
import styles from './cashier.module.css';

const RECENT_PAYOUTS = 5;
/** A pending payout is asked about this often, so an operator's decision shows (and the balance with it) without a reload. */
export const PENDING_PAYOUT_POLL_MS = 15_000;

const pendingIds = (payouts: Payout[]) => new Set(payouts.filter((payout) => payout.status === 'pending').map((payout) => payout.id));

/** The player's latest payouts with their status; a pending one can be cancelled, which returns its sum at once. */
export function PayoutList({
  methods,
  timeZone,
  quiet,
  onOutcome,
}: { methods: readonly PayoutMethod[]; timeZone: string | undefined } & OutcomeProps) {
  const t = useTranslations('cashier.withdraw');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const describeFailure = useDescribeCashierFailure();
  const labels = useMethodLabels(methods);
  const payouts = usePayouts(RECENT_PAYOUTS, (shown) => (pendingIds(shown).size > 0 ? PENDING_PAYOUT_POLL_MS : false));
  const cancel = useCancelPayout();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const [cancelled, setCancelled] = useState('');

  // A payout that stopped waiting (rejected, failed: the sum came back; paid) changes the balance the header shows.
  const waiting = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!payouts.data) return;
    const now = pendingIds(payouts.data);
    const before = waiting.current;
    waiting.current = now;
    if (before && [...before].some((id) => !now.has(id))) void loadProfile();
  }, [payouts.data]);

  const rowOf = (payout: Payout): PaymentRow => {
    const method = methods.find((candidate) => candidate.hash === payout.hash);
    return {
      type: 'payout',
      id: payout.id,
      methodHash: payout.hash,
      methodName: method?.name ?? null,
      methodLabel: labels.get(payout.hash),
      methodIcon: method?.icon ?? null,
      amountMinor: payout.amountMinor,
      creditedMinor: null,
      currency: payout.currency,
      status: payout.status,
      statusName: payout.statusName,
      createdAt: payout.createdAt,
      details: [payout.walletMasked, payout.reason ? t('reason', { reason: payout.reason }) : null].filter((line): line is string =>
        Boolean(line),
      ),
    };
  };

  const cancelPayout = async (payout: Payout) => {
    setCancelling(payout.id);
    setNotice(null);
    setCancelled('');
    try {
      await cancel.mutateAsync(payout.id);
      setCancelled(t('cancelled'));
      onOutcome();
      waiting.current?.delete(payout.id);
      await refreshAfterMoneyMoved(queryClient);
    } catch (failure) {
      setNotice(describeFailure(failure));
      onOutcome();
      void queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY });
    } finally {
      setCancelling(null);
    }
  };

  let body;
  if (payouts.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status">{t('listLoading')}</p>
        <Skeleton height="64px" radius="md" />
      </div>
    );
  } else if (payouts.isError) {
    body = (
      <Notice tone="error" role="alert">
        {t('listFailed')}
      </Notice>
    );
  } else if (payouts.data.length === 0) {
    body = <EmptyState>{t('empty')}</EmptyState>;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby="profile-payouts">
        {payouts.data.map((payout) => (
          <PaymentItem
            key={payout.id}
            item={rowOf(payout)}
            timeZone={timeZone}
            showType={false}
            action={
              payout.status === 'pending' && (
                <Button
                  size="sm"
                  variant="danger"
                  loading={cancelling === payout.id}
                  aria-label={t('cancelLabel', { amount: formatMinor(payout.amountMinor, payout.currency, locale) })}
                  onClick={() => void cancelPayout(payout)}
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
  const filled = Boolean(payouts.data?.length);

  return (
    <>
      <h3 id="profile-payouts">{t('listTitle')}</h3>
      <div className={styles.listNotice}>
        <ErrorNotice id="payout-list-error" notice={quiet ? null : notice} />
      </div>
      <div role="status" className={styles.listNotice}>
        {cancelled && !quiet && <Notice tone="success">{cancelled}</Notice>}
      </div>
      {body}
      {filled && (
        <p className={styles.listMore}>
          <Link href="/profile/history?kind=payments&period=all">{t('allPayouts')}</Link>
        </p>
      )}
    </>
  );
}
