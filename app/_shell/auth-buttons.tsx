'use client';

import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { SessionBootstrap } from '@/features/auth/components/session-bootstrap';
import type { HeaderBonusLabels } from '@/features/bonuses/components/header-bonus';
import { lazy, Suspense } from 'react';
import { useAccount } from './account-actions';
import styles from './auth-buttons.module.css';
import { VipJoinAfterSocialSignIn } from './vip-join-after-social-sign-in';

// Loaded once a player is signed in, after hydration: its query client stays out of every page's first load.
const HeaderBonus = lazy(() => import('@/features/bonuses/components/header-bonus').then(({ HeaderBonus }) => ({ default: HeaderBonus })));

/** The `header` messages the slot shows, translated by the server component that renders it. */
export interface AuthButtonsLabels {
  loadingSession: string;
  balance: string;
  deposit: string;
  profile: string;
  logout: string;
  login: string;
  signup: string;
  /** The bonus indicator beside the balance. */
  bonus: HeaderBonusLabels;
}

/**
 * Guests get Log in / Sign up (modals through query flags); a signed-in user the balance and Deposit, and from
 * 1024 px also Profile and Log out (on smaller screens those two are in the menu drawer, so the header stays one row).
 */
export function AuthButtons({ labels }: { labels: AuthButtonsLabels }) {
  return (
    <>
      <SessionBootstrap />
      <VipJoinAfterSocialSignIn />
      <AuthSlot labels={labels} />
    </>
  );
}

/** Kept apart from SessionBootstrap so the bootstrap (and the after-login timers it holds) survives the slot's changes. */
function AuthSlot({ labels }: { labels: AuthButtonsLabels }) {
  const { status, user, locale, balance, hrefFor, logOut, loggingOut } = useAccount();
  const ghost = buttonClass({ variant: 'ghost', size: 'sm' });
  const primary = buttonClass({ variant: 'primary', size: 'sm' });

  if (status === 'unknown') {
    // Before the browser has looked at the session: the guest buttons' place, hidden from sight and from screen
    // readers, so a signed-in player is never offered Log in / Sign up while the page hydrates.
    return (
      <div className={styles.slot} data-slot="balance" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <span className={ghost}>{labels.login}</span>
        <span className={primary}>{labels.signup}</span>
      </div>
    );
  }

  if (status === 'loading') {
    return (
      <div className={styles.slot} data-slot="balance" aria-busy="true">
        <span className={styles.loading}>{labels.loadingSession}</span>
      </div>
    );
  }

  if (status === 'authenticated' && user) {
    return (
      <div className={styles.slot} data-slot="balance">
        <Suspense fallback={null}>
          <HeaderBonus user={user} locale={locale} labels={labels.bonus} />
        </Suspense>
        <div className={styles.wallet}>
          <p className={styles.balance} data-testid="header-balance">
            <span className="visually-hidden">{labels.balance}: </span>
            {balance}
          </p>
          <Link className={`${primary} ${styles.deposit}`} href={hrefFor('deposit')} scroll={false} prefetch={false}>
            {labels.deposit}
          </Link>
        </div>
        <Link className={`${ghost} ${styles.desktopOnly}`} href="/profile">
          {labels.profile}
        </Link>
        <button type="button" className={`${ghost} ${styles.desktopOnly}`} onClick={logOut} disabled={loggingOut} aria-busy={loggingOut}>
          {labels.logout}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.slot} data-slot="balance">
      <Link className={ghost} href={hrefFor('login')} scroll={false} prefetch={false}>
        {labels.login}
      </Link>
      <Link className={primary} href={hrefFor('signup')} scroll={false} prefetch={false}>
        {labels.signup}
      </Link>
    </div>
  );
}
