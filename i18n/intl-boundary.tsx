'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useClientIntlConfig, useClientMessages } from './client-intl';

/**
 * next-intl's provider for the client components below it (useTranslations, useFormatter), fed from the
 * nearest ClientIntlConfigProvider. Render it only around parts that need it, so next-intl's runtime
 * loads with them and not with every page. Where the page did not hand the client messages over, it suspends
 * while they download.
 */
export function IntlBoundary({ children }: { children: ReactNode }) {
  const { locale, timeZone } = useClientIntlConfig();
  const messages = useClientMessages();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
