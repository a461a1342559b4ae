import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { SupportChat } from './support-chat';

/** Only these message namespaces are used by client components; the rest stays on the server. */
const CLIENT_NAMESPACES = ['header', 'languages', 'modals', 'supportChat', 'errors', 'notFound', 'auth', 'error', 'passwordReset', 'resetPassword', 'profile', 'devOutbox'] as const;

/** The html document every page shares: language, client messages, the support chat, stale-chunk recovery. */
export async function Document({ locale, children }: { locale: string; children: ReactNode }) {
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, messages[key]]));
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          {children}
          <SupportChat />
          <ChunkErrorReloader />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
