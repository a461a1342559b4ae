import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientIntlConfigProvider, type MessageTree } from '@/i18n/client-intl';
import type { LocaleTag } from '@/lib/locales';
import { ToastRegion } from '@/components/ui/toast';
import { SessionSeedProvider } from '@/lib/session/session-seed';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { fontVariablesClass } from './fonts';
import { loadServerSessionUser } from './server-session';
import { SupportChat } from './support-chat';

/** Only these message namespaces are used by client components; the rest stays on the server. */
const CLIENT_NAMESPACES = [
  'header',
  'languages',
  'modals',
  'supportChat',
  'errors',
  'notFound',
  'auth',
  'error',
  'passwordReset',
  'resetPassword',
  'profile',
  'devOutbox',
  'cashier',
] as const;

/**
 * The html document every page shares: language, client messages, the signed-in user the server loaded from the
 * token cookie, the support chat, the toasts, stale-chunk recovery.
 * The client messages are handed over without next-intl's provider: the shell's own client components get
 * their texts as props, and the parts that translate in the browser load next-intl with their code
 * (IntlBoundary), which keeps it out of the first load of pages like home.
 */
export async function Document({ locale, children }: { locale: LocaleTag; children: ReactNode }) {
  const [messages, t, modals, timeZone, user] = await Promise.all([
    getMessages(),
    getTranslations('supportChat'),
    getTranslations('modals'),
    getTimeZone(),
    loadServerSessionUser(locale),
  ]);
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, messages[key] as MessageTree]));
  return (
    <html lang={locale} className={fontVariablesClass}>
      <body>
        <ClientIntlConfigProvider config={{ locale, timeZone, messages: clientMessages }}>
          <SessionSeedProvider user={user}>
            {children}
            <SupportChat labels={{ open: t('open'), title: t('title'), close: t('close'), text: t('text'), email: t('email') }} />
            <ToastRegion closeLabel={modals('close')} />
            <ChunkErrorReloader />
          </SessionSeedProvider>
        </ClientIntlConfigProvider>
      </body>
    </html>
  );
}
