import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AttributionCapture } from '@/features/attribution/components/attribution-capture';
import styles from './default-shell.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { NavSections } from './nav-sections';
import { SideNav } from './side-nav';
import { TabBar } from './tab-bar';

/**
 * The default layout: the header; the side navigation (from 1024 px) beside the page and the footer; the tab bar
 * with its menu drawer (below 1024 px); and the modals opened by query flags.
 */
export function DefaultShell({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const loading = (title: string) => ({ title, close: t('modals.close'), loading: t('auth.loading') });
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        {t('header.skipToContent')}
      </a>
      <Header />
      <div className={styles.body}>
        <SideNav />
        <div className={styles.column}>
          <main id="content" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
      </div>
      <Suspense>
        <TabBar
          labels={{
            label: t('nav.tabBar'),
            casino: t('nav.home'),
            slots: t('nav.slots'),
            live: t('nav.liveShort'),
            profile: t('header.profile'),
            login: t('header.login'),
            menu: t('nav.menu'),
          }}
          drawerLabels={{
            title: t('nav.menu'),
            close: t('nav.closeMenu'),
            navLabel: t('nav.allSections'),
            language: t('languages.label'),
            balance: t('header.balance'),
            deposit: t('header.deposit'),
            profile: t('header.profile'),
            logout: t('header.logout'),
            login: t('header.login'),
            signup: t('header.signup'),
          }}
          sections={<NavSections />}
        />
      </Suspense>
      <Suspense>
        <AttributionCapture />
      </Suspense>
      <Suspense>
        <ModalHost
          loadingLabels={{
            login: loading(t('modals.login.title')),
            signup: loading(t('modals.signup.title')),
            deposit: loading(t('modals.deposit.title')),
          }}
        />
      </Suspense>
    </div>
  );
}
