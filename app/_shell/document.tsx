import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientIntlConfigProvider, type MessageTree } from '@/i18n/client-intl';
import type { LocaleTag } from '@/lib/locales';
import { ToastRegion } from '@/components/ui/toast';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { fontVariablesClass } from './fonts';
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
 * The html document every page shares: language, client messages, the support chat, the toasts, stale-chunk recovery.
 * The client messages are handed over without next-intl's provider: the shell's own client components get
 * their texts as props, and the parts that translate in the browser load next-intl with their code
 * (IntlBoundary), which keeps it out of the first load of pages like home.
 */
export async function Document({ locale, children }: { locale: LocaleTag; children: ReactNode }) {
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, messages[key] as MessageTree]));
  const t = await getTranslations('supportChat');
  const modals = await getTranslations('modals');
  return (
    <html lang={locale} className={fontVariablesClass}>
      <body>
        <ClientIntlConfigProvider config={{ locale, timeZone: await getTimeZone(), messages: clientMessages }}>
          {children}
          <SupportChat labels={{ open: t('open'), title: t('title'), close: t('close'), text: t('text'), email: t('email') }} />
          <ToastRegion closeLabel={modals('close')} />
          <ChunkErrorReloader />
        </ClientIntlConfigProvider>
      </body>
    </html>
  );
}
