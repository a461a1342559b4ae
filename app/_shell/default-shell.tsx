import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';

/** The default layout: header, the page, footer, and the modals opened by query flags. */
export function DefaultShell({ children }: { children: ReactNode }) {
  const t = useTranslations('header');
  const modals = useTranslations('modals');
  const auth = useTranslations('auth');
  const loading = (title: string) => ({ title, close: modals('close'), loading: auth('loading') });
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="content" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Suspense>
        <ModalHost
          loadingLabels={{
            login: loading(modals('login.title')),
            signup: loading(modals('signup.title')),
            deposit: loading(modals('deposit.title')),
          }}
        />
      </Suspense>
    </div>
  );
}
