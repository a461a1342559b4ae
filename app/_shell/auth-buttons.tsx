'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Link, useLocale, usePathname } from '@/i18n/navigation';
import { withModalFlag, type ModalFlag } from '@/lib/query-flags';
import { SessionBootstrap } from '@/features/auth/components/session-bootstrap';
import { useSessionStore } from '@/lib/session/session-store';
import { VipJoinAfterSocialSignIn } from './vip-join-after-social-sign-in';

/** The `header` messages the slot shows, translated by the server component that renders it. */
export interface AuthButtonsLabels {
  loadingSession: string;
  balance: string;
  deposit: string;
  profile: string;
  logout: string;
  login: string;
  signup: string;
}

/** Guests get Log in / Sign up (modals through query flags); a signed-in user the balance, Deposit, Profile and Log out. */
export function AuthButtons({ labels }: { labels: AuthButtonsLabels }) {
  return (
    <>
      <SessionBootstrap />
      <VipJoinAfterSocialSignIn />
      <AuthSlot labels={labels} />
    </>
  );
}

/** The balance as use-intl's format.number would print it (same Intl options), falling back to the bare number. */
function formatBalance(locale: string, total: number, currency: string | null | undefined): string {
  try {
    return new Intl.NumberFormat(locale, currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : undefined).format(
      total,
    );
  } catch {
    return String(total);
  }
}

/** Kept apart from SessionBootstrap so the bootstrap (and the after-login timers it holds) survives the slot's changes. */
function AuthSlot({ labels }: { labels: AuthButtonsLabels }) {
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const [loggingOut, setLoggingOut] = useState(false);
  const hrefFor = (flag: ModalFlag) => `${pathname}${withModalFlag(searchParams, flag)}`;

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await (await import('@/features/auth/api/logout')).logout();
    } finally {
      setLoggingOut(false);
    }
  };

  if (status === 'unknown') {
    // Before the browser has looked at the session: the guest buttons' place, hidden from sight and from screen
    // readers, so a signed-in player is never offered Log in / Sign up while the page hydrates.
    return (
      <div className="auth-buttons" data-slot="balance" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <span className="button button--ghost">{labels.login}</span>
        <span className="button button--primary">{labels.signup}</span>
      </div>
    );
  }

  if (status === 'loading') {
    return (
      <div className="auth-buttons" data-slot="balance" aria-busy="true">
        <span className="auth-buttons__loading">{labels.loadingSession}</span>
      </div>
    );
  }

  if (status === 'authenticated' && user) {
    const total = user.total_balance ?? 0;
    const balance = formatBalance(locale, total, user.currency);
    return (
      <div className="auth-buttons" data-slot="balance">
        <p className="auth-buttons__balance" data-testid="header-balance">
          <span className="visually-hidden">{labels.balance}: </span>
          {balance}
        </p>
        <Link className="button button--primary" href={hrefFor('deposit')} scroll={false} prefetch={false}>
          {labels.deposit}
        </Link>
        <Link className="button button--ghost" href="/profile">
          {labels.profile}
        </Link>
        <button type="button" className="button button--ghost" onClick={logOut} disabled={loggingOut} aria-busy={loggingOut}>
          {labels.logout}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-buttons" data-slot="balance">
      <Link className="button button--ghost" href={hrefFor('login')} scroll={false} prefetch={false}>
        {labels.login}
      </Link>
      <Link className="button button--primary" href={hrefFor('signup')} scroll={false} prefetch={false}>
        {labels.signup}
      </Link>
    </div>
  );
}
