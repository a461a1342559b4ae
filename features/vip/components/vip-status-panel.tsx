'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { noticeClass } from '@/components/ui/notice';
import { readApiFailure } from '@/lib/api/validation-errors';
import type { Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { loadProfile } from '@/lib/session/get-profile';
import { useSessionStore } from '@/lib/session/session-store';
import type { VipStatus } from '@/lib/vip/contract';
import { VIP_STATUS_KEY, useVipStatus } from '../api/get-vip-status';
import { percentOf } from './vip-levels-table';
import { fillText } from '@/lib/fill-text';
import type { VipStatusText } from './vip-text';
import styles from './vip-levels.module.css';

type Props = {
  initial: VipStatus | null;
  /** Whether the request that rendered the page carried a session token: until the browser knows, it decides. */
  signedInOnServer: boolean;
  text: VipStatusText;
  locale: string;
};

type Outcome = { tone: 'success' | 'error'; message: string } | null;

const money = (amount: number, currency: Currency, locale: string) => formatMinor(toMinorUnits(amount, currency), currency, locale);

/**
 * The signed-in player's level, the progress bar to the next one and the rakeback they may claim; a guest is asked
 * to log in. Rendered first from the server's reply, then kept by the query (a claim asks it again).
 */
export function VipStatusPanel({ initial, signedInOnServer, text, locale }: Props) {
  const session = useSessionStore((state) => state.status);
  const signedIn = session === 'authenticated' || ((session === 'unknown' || session === 'loading') && signedInOnServer);
  const query = useVipStatus(initial, session === 'authenticated');
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState<Currency | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!signedIn) {
    return (
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{text.guestTitle}</h2>
        <p>{text.guestText}</p>
        <Link className={buttonClass({ variant: 'primary' })} href="?login" scroll={false} prefetch={false}>
          {text.guestCta}
        </Link>
      </div>
    );
  }
  const status = query.data ?? initial;
  if (!status) {
    return (
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{text.title}</h2>
        <p className={styles.muted} role={query.isError ? 'alert' : undefined}>
          {query.isError ? text.loadFailed : text.loading}
        </p>
      </div>
    );
  }

  const claim = async (currency: Currency) => {
    if (claiming) return;
    setClaiming(currency);
    setOutcome(null);
    try {
      const { claimRakeback } = await import('../api/claim-rakeback');
      const paid = await claimRakeback(currency);
      setOutcome({
        tone: 'success',
        message: fillText(text.claimed, {
          amount: money(paid.amount, paid.currency, locale),
          balance: money(paid.balance, paid.currency, locale),
        }),
      });
      await Promise.all([loadProfile(), queryClient.invalidateQueries({ queryKey: VIP_STATUS_KEY })]);
    } catch (error) {
      const { code } = readApiFailure(error);
      const message = code === 'nothing_to_claim' ? text.nothing : code === 'claim_in_progress' ? text.inProgress : text.failed;
      setOutcome({ tone: 'error', message });
      void queryClient.invalidateQueries({ queryKey: VIP_STATUS_KEY });
    } finally {
      setClaiming(null);
    }
  };

  const usd = (amount: number) => money(amount, 'USD', locale);
  const next = status.next_level;
  const percent = Math.round(status.progress * 100);
  return (
    <div className={styles.panel} aria-busy={claiming !== null}>
      <h2 className={styles.panelTitle}>{text.title}</h2>
      <p className={styles.levelNow}>
        <span className={styles.medal} data-tier={status.level.id} aria-hidden="true" />
        {fillText(text.levelNow, { level: text.names[status.level.id as keyof typeof text.names] })}
      </p>
      <p className={styles.muted}>{fillText(text.wagered, { amount: usd(status.wagered) })}</p>
      {next ? (
        <>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={fillText(text.progressLabel, { level: text.names[next.id as keyof typeof text.names] })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={fillText(text.progressValue, { percent: percentOf(status.progress, locale) })}
          >
            <span className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.muted}>
            {fillText(text.toNext, {
              amount: usd(Math.max(0, next.threshold - status.wagered)),
              level: text.names[next.id as keyof typeof text.names],
            })}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{text.top}</p>
      )}

      <h3 className={styles.rakebackTitle}>{text.rakebackTitle}</h3>
      <p className={styles.muted}>{fillText(text.rakebackLead, { percent: percentOf(status.level.rakeback_rate, locale) })}</p>
      {status.rakeback.length === 0 ? (
        <p>{text.rakebackEmpty}</p>
      ) : (
        <ul className={styles.rakeback} role="list">
          {status.rakeback.map((row) => (
            <li key={row.currency}>
              <span className={styles.rakebackAmount}>{money(row.amount, row.currency, locale)}</span>
              <Button
                variant="primary"
                onClick={() => void claim(row.currency)}
                loading={claiming === row.currency}
                disabled={row.amount <= 0}
              >
                {claiming === row.currency ? text.claiming : text.claim}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p
        className={noticeClass(outcome?.tone ?? 'success', styles.outcome)}
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        hidden={!outcome}
      >
        {outcome?.message}
      </p>
    </div>
  );
}
