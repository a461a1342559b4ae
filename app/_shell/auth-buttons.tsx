'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { withModalFlag, type ModalFlag } from '@/lib/query-flags';
import { SessionBootstrap } from '@/features/auth/components/session-bootstrap';
import { useSessionStore } from '@/features/auth/stores/session-store';

/** Guests get Log in / Sign up (modals through query flags); a signed-in user the balance, Deposit, Profile and Log out. */
export function AuthButtons() {
  return (
    <>
      <SessionBootstrap />
      <AuthSlot />
    </>
  );
}

/** Kept apart from SessionBootstrap so the bootstrap (and the after-login timers it holds) survives the slot's changes. */
function AuthSlot() {
  const t = useTranslations('header');
  const format = useFormatter();
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

  if (status === 'loading') {
    return (
      <div className="auth-buttons" data-slot="balance" aria-busy="true">
        <span className="auth-buttons__loading">{t('loadingSession')}</span>
      </div>
    );
  }

  if (status === 'authenticated' && user) {
    const total = user.total_balance ?? 0;
    const balance = user.currency ? format.number(total, { style: 'currency', currency: user.currency, currencyDisplay: 'narrowSymbol' }) : format.number(total);
    return (
      <div className="auth-buttons" data-slot="balance">
        <p className="auth-buttons__balance" data-testid="header-balance">
          <span className="visually-hidden">{t('balance')}: </span>
          {balance}
        </p>
        <Link className="button button--primary" href={hrefFor('deposit')} scroll={false} prefetch={false}>
          {t('deposit')}
        </Link>
        <Link className="button button--ghost" href="/profile">
          {t('profile')}
        </Link>
        <button type="button" className="button button--ghost" onClick={logOut} disabled={loggingOut} aria-busy={loggingOut}>
          {t('logout')}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-buttons" data-slot="balance">
      <Link className="button button--ghost" href={hrefFor('login')} scroll={false} prefetch={false}>
        {t('login')}
      </Link>
      <Link className="button button--primary" href={hrefFor('signup')} scroll={false} prefetch={false}>
        {t('signup')}
      </Link>
    </div>
  );
}
