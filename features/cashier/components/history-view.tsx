'use client';

import { HISTORY_KINDS, type HistoryKind } from '../lib/history-kind';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { Card } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { useSessionStore } from '@/lib/session/session-store';
import { HISTORY_PERIODS, type HistoryPeriod } from '../lib/history-period';
import { usableTimeZone } from '../lib/time-zone';
import { GamesHistory } from './games-history';
import { PaymentsHistory } from './payments-history';
import styles from './cashier.module.css';

/** The profile's history: the player's bets or their payments, over a period. */
export function HistoryView({
  initialKind,
  initialPeriod,
  guest,
}: {
  initialKind: HistoryKind;
  initialPeriod: HistoryPeriod;
  guest: ReactNode;
}) {
  const t = useTranslations('profile.history');
  const cashier = useTranslations('cashier.history');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const [kind, setKind] = useState<HistoryKind>(initialKind);
  const [period, setPeriod] = useState<HistoryPeriod>(initialPeriod);

  if (status === 'guest') return <>{guest}</>;
  return (
    <div className={styles.history}>
      <Card as="div" role="group" aria-label={t('filtersLabel')} className={styles.filters}>
        <Segmented
          label={t('kind')}
          value={kind}
          onChange={setKind}
          options={HISTORY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <Select
          id="history-period"
          label={t('period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as HistoryPeriod)}
          options={HISTORY_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        />
      </Card>
      {status === 'authenticated' && user ? (
        <QueryProvider>
          {/* A new period is a new window from now. */}
          {kind === 'games' ? (
            <GamesHistory key={period} period={period} timeZone={usableTimeZone(user.timezone)} />
          ) : (
            <PaymentsHistory key={period} period={period} timeZone={usableTimeZone(user.timezone)} />
          )}
        </QueryProvider>
      ) : (
        <p role="status" aria-busy="true">
          {cashier('loading')}
        </p>
      )}
    </div>
  );
}
