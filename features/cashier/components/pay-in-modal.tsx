'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@/components/modal';
import { QueryProvider } from '@/components/query-provider';
import { Button, buttonClass } from '@/components/ui/button';
import { formClass, noteClass } from '@/components/ui/form-layout';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import type { DepositInvoice } from '../api/create-deposit';
import { useBillingData } from '../api/get-billing-data';
import { useOpenDeposits } from '../api/get-open-deposits';
import { useReturnedInvoiceStatus } from '../api/get-payment-status';
import { INVOICE_STATUS } from '../lib/payment-status';
import { loginKeepingDeposit } from '../lib/deposit-flag';
import { refreshAfterMoneyMoved } from '../lib/refresh-after-money-moved';
import { useDepositStore, type DepositOutcome } from '../stores/deposit-store';
import { DepositForm } from './deposit-form';
import { DepositProcess } from './deposit-process';
import { PaymentSuccessModal } from './payment-success-modal';

/**
 * The PayIn modal (`?deposit`). A signed-in player chooses a method and a sum, gets the invoice and pays; a paid
 * invoice closes it and opens the success modal. A guest is sent to the login modal with `?deposit` kept.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('modals');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'authenticated' && user) {
    return (
      <QueryProvider>
        <Cashier user={user} onClose={onClose} />
      </QueryProvider>
    );
  }
  return (
    <Modal title={t('deposit.title')} closeLabel={t('close')} onClose={onClose}>
      {status === 'guest' ? (
        <GuestPrompt />
      ) : (
        <p role="status" aria-busy="true">
          {t('deposit.loading')}
        </p>
      )}
    </Modal>
  );
}

function Cashier({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useTranslations('modals');
  const queryClient = useQueryClient();
  const store = useDepositStore();
  const mine = store.ownerId === user.id;
  const outcome = mine ? store.outcome : null;

  useEffect(() => {
    useDepositStore.getState().claim(user.id);
    // How the last invoice ended is news for this opening only; an open invoice stays for the next one.
    return () => useDepositStore.getState().clearOutcome();
  }, [user.id]);

  const finish = useCallback(
    (next: DepositOutcome) => {
      useDepositStore.getState().finish(next);
      if (next.kind === 'paid') void refreshAfterMoneyMoved(queryClient);
    },
    [queryClient],
  );

  if (outcome?.kind === 'paid') {
    // PayIn has closed; the flag leaves the URL when the player is done with the news (the outcome goes on unmount).
    return <PaymentSuccessModal outcome={outcome} onClose={onClose} />;
  }
  return (
    <Modal title={t('deposit.title')} closeLabel={t('close')} onClose={onClose}>
      <DepositBody
        user={user}
        invoice={mine ? store.invoice : null}
        expiresAtMs={store.expiresAtMs}
        reused={store.reused}
        outcome={outcome}
        onFinished={finish}
      />
    </Modal>
  );
}

interface DepositBodyProps {
  user: User;
  invoice: DepositInvoice | null;
  expiresAtMs: number | null;
  reused: boolean;
  outcome: DepositOutcome | null;
  onFinished: (outcome: DepositOutcome) => void;
}

function DepositBody({ user, invoice, expiresAtMs, reused, outcome, onFinished }: DepositBodyProps) {
  const t = useTranslations('cashier');
  const locale = useLocale();
  const billing = useBillingData();
  const currency = isCurrency(user.currency) ? user.currency : null;
  // An invoice left open before a reload (or in another tab) is resumed with the server's remaining time, once per
  // opening: after "another method or sum" the form stays. One the player returns to from the provider's page
  // (`?deposit={id}`) and that is paid already gets its success modal.
  const [resumeChecked, setResumeChecked] = useState(invoice !== null || outcome !== null);
  const open = useOpenDeposits(!resumeChecked);
  const returnedId = useSearchParams().get('deposit') || null;
  const returned = useReturnedInvoiceStatus(resumeChecked ? null : returnedId, currency);
  const leave = useCallback(() => useDepositStore.getState().drop(), []);

  useEffect(() => {
    if (resumeChecked || open.isPending || (returned.isPending && returned.fetchStatus !== 'idle')) return;
    // The invoice the player came back to first, else the newest open one.
    const newest = open.data?.find((candidate) => candidate.id === returnedId) ?? open.data?.[0];
    const state = useDepositStore.getState();
    const paid = returned.data?.status === INVOICE_STATUS.paid ? returned.data : null;
    if (state.invoice === null && state.outcome === null) {
      if (newest) state.start(newest, open.dataUpdatedAt);
      else if (paid && currency) {
        const creditedMinor = paid.creditedMinor ?? paid.invoiceMinor ?? 0;
        onFinished({
          kind: 'paid',
          currency,
          invoiceMinor: paid.invoiceMinor ?? creditedMinor,
          creditedMinor,
          sumWasChanged: paid.sumWasChanged,
        });
      }
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check ends once its queries have answered, and this state turns them off: one render, once per opening.
    setResumeChecked(true);
  }, [
    resumeChecked,
    open.isPending,
    open.data,
    open.dataUpdatedAt,
    returnedId,
    returned.isPending,
    returned.fetchStatus,
    returned.data,
    currency,
    onFinished,
  ]);

  const balance = currency ? formatMinor(toMinorUnits(user.total_balance ?? 0, currency), currency, locale) : null;
  const header = balance && (
    <p className={noteClass} data-testid="pay-in-balance">
      {t('deposit.balance', { balance })}
    </p>
  );

  if (invoice && expiresAtMs !== null) {
    return (
      <div className={formClass}>
        {header}
        <DepositProcess invoice={invoice} expiresAtMs={expiresAtMs} reused={reused} onFinished={onFinished} onLeave={leave} />
      </div>
    );
  }
  if (billing.isPending || !resumeChecked) {
    return (
      <div className={formClass} aria-busy="true">
        <p role="status">{t('methods.loading')}</p>
        <Skeleton height="96px" radius="md" />
        <Skeleton height="48px" radius="md" />
      </div>
    );
  }
  if (billing.isError) {
    return (
      <div className={formClass}>
        <Notice tone="error" role="alert">
          {t('methods.failed')}
        </Notice>
        <Button onClick={() => void billing.refetch()} loading={billing.isFetching}>
          {t('methods.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={formClass}>
      {header}
      {outcome && outcome.kind !== 'paid' && (
        <Notice tone={outcome.kind === 'expired' ? 'warning' : 'error'} role="alert">
          {t(`invoice.${outcome.kind}`)}
        </Notice>
      )}
      {billing.data.depositMethods.length === 0 ? (
        <p className={noteClass}>{t('methods.none')}</p>
      ) : (
        <DepositForm
          methods={billing.data.depositMethods}
          bonusName={billing.data.bonusName}
          onStarted={(started, wasOpen) => useDepositStore.getState().start(started, Date.now(), wasOpen)}
        />
      )}
    </div>
  );
}

/** A guest goes to the login modal at once; `?deposit` stays in the URL, so PayIn opens after the login. */
function GuestPrompt() {
  const t = useTranslations('modals');
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const href = `${pathname}${loginKeepingDeposit(new URLSearchParams(searchParams))}`;
  useEffect(() => router.replace(href, { scroll: false }), [router, href]);
  return (
    <div className={formClass}>
      <p className={noteClass} role="note">
        {t('deposit.loginFirst')}
      </p>
      <Link className={buttonClass({ variant: 'primary', block: true })} href={href} scroll={false} prefetch={false}>
        {t('deposit.toLogin')}
      </Link>
    </div>
  );
}
