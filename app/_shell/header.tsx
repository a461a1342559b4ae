import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link } from '@/i18n/navigation';
import { AuthButtons } from './auth-buttons';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';

/**
 * One row at every width: the logo and the account slot (balance and Deposit, or Log in and Sign up); from 1024 px
 * also the language. The sections are in the side navigation (desktop) or the tab bar and its menu (phone).
 * A server component: the client parts get their texts as props, so they need no intl runtime.
 */
export function Header() {
  const t = useTranslations();
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.logo} aria-label={t('header.home')}>
        <svg className={styles.mark} aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M16 6c3.4 3.9 8 6.7 8 10.6a4 4 0 0 1-6.8 2.8V21l1.8 4.5h-6L14.8 21v-1.6A4 4 0 0 1 8 16.6C8 12.7 12.6 9.9 16 6Z"
            fill="var(--color-on-accent)"
          />
        </svg>
        <span className={styles.wordmark} aria-hidden="true">
          {t('meta.brand')}
        </span>
      </Link>
      <div className={styles.actions}>
        <Suspense>
          <LanguageSwitcher label={t('languages.label')} className={styles.language} />
          <AuthButtons
            labels={{
              loadingSession: t('header.loadingSession'),
              balance: t('header.balance'),
              deposit: t('header.deposit'),
              profile: t('header.profile'),
              logout: t('header.logout'),
              login: t('header.login'),
              signup: t('header.signup'),
              bonus: { bonus: t.raw('header.bonus') as string, wagering: t.raw('header.bonusWagering') as string },
            }}
          />
        </Suspense>
      </div>
    </header>
  );
}
