import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link } from '@/i18n/navigation';
import { AuthButtons } from './auth-buttons';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_NAV } from './nav-links';

/** A server component: the client parts (language, session) get their texts as props, so they need no intl runtime. */
export function Header() {
  const t = useTranslations();
  return (
    <header className="site-header">
      <Link href="/" className="logo" aria-label={t('header.home')}>
        <span aria-hidden="true">♠</span> {t('meta.brand')}
      </Link>
      <nav aria-label={t('nav.label')} className="site-nav">
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{t(`nav.${item.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        <Suspense>
          <LanguageSwitcher label={t('languages.label')} />
          <AuthButtons
            labels={{
              loadingSession: t('header.loadingSession'),
              balance: t('header.balance'),
              deposit: t('header.deposit'),
              profile: t('header.profile'),
              logout: t('header.logout'),
              login: t('header.login'),
              signup: t('header.signup'),
            }}
          />
        </Suspense>
      </div>
    </header>
  );
}
