'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { ActivationView } from '@/lib/bonuses/contract';
import { AccountGate } from '@/components/account-gate';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { loadProfile } from '@/lib/session/get-profile';
import { ACTIVATIONS_KEY, useActivations } from '../api/activations';
import { ActivationCard } from './activation-card';
import { ForfeitDialog } from './forfeit-dialog';
import { PromoForm } from './promo-form';
import styles from './bonuses.module.css';

const FINISHED: readonly ActivationView['status'][] = ['wagered', 'expired', 'forfeited', 'cancelled'];

/** /profile/bonuses: the active bonus, the queued ones, the finished ones and the promo-code form; a guest the prompt. */
export function BonusesView({ guest, empty }: { guest: ReactNode; empty: ReactNode }) {
  return <AccountGate guest={guest}>{() => <BonusesList empty={empty} />}</AccountGate>;
}

function BonusesList({ empty }: { empty: ReactNode }) {
  const t = useTranslations('profile.bonuses');
  const queryClient = useQueryClient();
  const query = useActivations(true);
  const [forfeiting, setForfeiting] = useState<ActivationView | null>(null);
  // After a forfeit or a promo: the list and the header balance (the profile) are asked again.
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ACTIVATIONS_KEY }), loadProfile()]);
  };
  const all = query.data ?? [];
  const active = all.filter((item) => item.status === 'active');
  const waiting = all.filter((item) => item.status === 'waiting');
  const finished = all.filter((item) => FINISHED.includes(item.status));

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height="160px" radius="md" />;
  else if (query.isError)
    body = (
      <p role="alert" className={styles.muted}>
        {t('loadFailed')}
      </p>
    );
  else if (all.length === 0) body = <EmptyState>{empty}</EmptyState>;
  else
    body = (
      <>
        {active.length > 0 && (
          <section className={styles.group} aria-labelledby="bonuses-active">
            <h3 id="bonuses-active">{t('activeTitle')}</h3>
            <ul className={styles.list} role="list">
              {active.map((item) => (
                <ActivationCard key={item.id} activation={item} onForfeit={() => setForfeiting(item)} />
              ))}
            </ul>
          </section>
        )}
        {waiting.length > 0 && (
          <section className={styles.group} aria-labelledby="bonuses-waiting">
            <h3 id="bonuses-waiting">{t('waitingTitle')}</h3>
            <ul className={styles.list} role="list">
              {waiting.map((item) => (
                <ActivationCard key={item.id} activation={item} />
              ))}
            </ul>
          </section>
        )}
        {finished.length > 0 && (
          <section className={styles.group} aria-labelledby="bonuses-finished">
            <h3 id="bonuses-finished">{t('finishedTitle')}</h3>
            <ul className={styles.list} role="list">
              {finished.map((item) => (
                <ActivationCard key={item.id} activation={item} />
              ))}
            </ul>
          </section>
        )}
      </>
    );

  return (
    <>
      {body}
      <PromoForm onRedeemed={refresh} />
      {forfeiting && <ForfeitDialog activation={forfeiting} onClose={() => setForfeiting(null)} onDone={refresh} />}
    </>
  );
}
