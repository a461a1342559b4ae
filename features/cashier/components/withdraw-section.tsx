'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { noteClass } from '@/components/ui/form-layout';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import type { User } from '@/lib/session/user-schema';
import { useBillingData } from '../api/get-billing-data';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { usableTimeZone } from '../lib/time-zone';
import { PayoutForm } from './payout-form';
import { PayoutList } from './payout-list';
import styles from './cashier.module.css';

/** The profile's Withdraw section, for a signed-in player (a guest sees the login prompt of the section above). */
export function WithdrawSection() {
  const t = useTranslations('cashier.withdraw');
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section className={`section ${styles.withdraw}`} aria-labelledby="profile-withdraw">
      <h2 id="profile-withdraw">{t('title')}</h2>
      <QueryProvider>
        <Withdraw user={user} />
      </QueryProvider>
    </section>
  );
}

/** Which side said something last: only the latest outcome (a payout requested, one cancelled or refused) stays on screen. */
type OutcomeSide = 'form' | 'list';

/** A side's notices hide (`quiet`) once the other side reports a newer outcome (`onOutcome`). */
export interface OutcomeProps {
  quiet: boolean;
  onOutcome: () => void;
}

function Withdraw({ user }: { user: User }) {
  const billing = useBillingData();
  const [latest, setLatest] = useState<OutcomeSide | null>(null);
  return (
    <div className={styles.withdrawGrid}>
      <Card as="div">
        <WithdrawForm user={user} billing={billing} quiet={latest === 'list'} onOutcome={() => setLatest('form')} />
      </Card>
      <Card as="div">
        <PayoutList
          methods={billing.data?.payoutMethods ?? []}
          timeZone={usableTimeZone(user.timezone)}
          quiet={latest === 'form'}
          onOutcome={() => setLatest('list')}
        />
      </Card>
    </div>
  );
}

interface WithdrawFormProps extends OutcomeProps {
  user: User;
  billing: ReturnType<typeof useBillingData>;
}

function WithdrawForm({ user, billing, ...outcome }: WithdrawFormProps) {
  const t = useTranslations('cashier');
  if (billing.isPending) {
    return (
      <div aria-busy="true">
        <p role="status">{t('methods.loading')}</p>
        <Skeleton height="160px" radius="md" />
      </div>
    );
  }
  // A failed refresh of methods already shown keeps the form (and what it says) in place.
  if (!billing.data) {
    return (
      <>
        <Notice tone="error" role="alert">
          {t('methods.failed')}
        </Notice>
        <Button onClick={() => void billing.refetch()} loading={billing.isFetching}>
          {t('methods.retry')}
        </Button>
      </>
    );
  }
  const methods = billing.data.payoutMethods;
  if (methods.length === 0) return <p className={noteClass}>{t('withdraw.none')}</p>;
  // A payout leaves the real balance (docs/cashier.md), so that is what can be withdrawn.
  const currency = methods[0].currency;
  const availableMinor = isCurrency(user.currency) && user.currency === currency ? toMinorUnits(user.balance ?? 0, currency) : 0;
  return <PayoutForm methods={methods} availableMinor={availableMinor} {...outcome} />;
}
