'use client';

import { Suspense, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useFocusTrap } from '@/components/use-focus-trap';
import { Link } from '@/i18n/navigation';
import { useAccount } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import styles from './menu-drawer.module.css';
import { isCurrentPath } from './nav-links';

/** The drawer's texts, translated by the server component that renders the tab bar. */
export interface MenuDrawerLabels {
  title: string;
  close: string;
  navLabel: string;
  language: string;
  balance: string;
  deposit: string;
  profile: string;
  logout: string;
  login: string;
  signup: string;
}

/**
 * The phone menu: a modal drawer with the account (balance, Deposit, Profile, Log out; or Log in and Sign up),
 * every section (`children`, rendered on the server) and the language. Focus stays inside while it is open,
 * Escape and the backdrop close it, and focus returns to the button that opened it. Following a link closes it.
 */
export function MenuDrawer({ labels, onClose, children }: { labels: MenuDrawerLabels; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose, 'button');

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onClose();
  };

  return (
    // The backdrop is presentational: a press on it closes the drawer; keyboards close it with Escape (useFocusTrap).
    <div className={styles.backdrop} role="presentation" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation: a link activated inside (mouse, touch or Enter, which clicks a link) closes the drawer; the dialog itself is no control. */}
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={closeOnLink}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button type="button" className={styles.close} aria-label={labels.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <DrawerAccount labels={labels} />
        <nav aria-label={labels.navLabel} className={styles.nav}>
          {children}
        </nav>
        <div className={styles.language}>
          <Suspense>
            <LanguageSwitcher label={labels.language} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function DrawerAccount({ labels }: { labels: MenuDrawerLabels }) {
  const { status, user, balance, pathname, hrefFor, logOut, loggingOut } = useAccount();
  const small = (variant: 'primary' | 'ghost') => buttonClass({ variant, size: 'sm' });

  if (status === 'authenticated' && user) {
    return (
      <div className={styles.account}>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{labels.balance}</span> {balance}
        </p>
        <div className={styles.accountActions}>
          <Link className={small('primary')} href={hrefFor('deposit')} scroll={false} prefetch={false}>
            {labels.deposit}
          </Link>
          <Link className={small('ghost')} href="/profile" aria-current={isCurrentPath(pathname, '/profile') ? 'page' : undefined}>
            {labels.profile}
          </Link>
          <button type="button" className={small('ghost')} onClick={logOut} disabled={loggingOut} aria-busy={loggingOut}>
            {labels.logout}
          </button>
        </div>
      </div>
    );
  }
  if (status !== 'guest') return null;
  return (
    <div className={`${styles.account} ${styles.accountActions}`}>
      <Link className={small('ghost')} href={hrefFor('login')} scroll={false} prefetch={false}>
        {labels.login}
      </Link>
      <Link className={small('primary')} href={hrefFor('signup')} scroll={false} prefetch={false}>
        {labels.signup}
      </Link>
    </div>
  );
}
