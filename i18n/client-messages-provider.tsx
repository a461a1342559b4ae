import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientIntlConfigProvider } from './client-intl';
import { CLIENT_NAMESPACES, pickNamespaces } from './client-messages';
import { IntlBoundary } from './intl-boundary';
import { localeOrDefault } from './paths';

/**
 * Hands the client messages over with the page, for client components that translate while they hydrate (the
 * profile's forms, the game rooms the server renders), with a page's `extra` namespaces. Elsewhere they download when
 * needed (the document's messagesUrl).
 */
export async function ClientMessagesProvider({ children, extra = [] }: { children: ReactNode; extra?: readonly string[] }) {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  const namespaces = [...CLIENT_NAMESPACES, ...extra];
  return (
    <ClientIntlConfigProvider config={{ locale: localeOrDefault(locale), timeZone, messages: pickNamespaces(messages, namespaces) }}>
      {children}
    </ClientIntlConfigProvider>
  );
}

/** IntlBoundary for a server page: next-intl's provider with the client messages handed over with the page. */
export function ServerIntlBoundary({ children, extra }: { children: ReactNode; extra?: readonly string[] }) {
  return (
    <ClientMessagesProvider extra={extra}>
      <IntlBoundary>{children}</IntlBoundary>
    </ClientMessagesProvider>
  );
}
