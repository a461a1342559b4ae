'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useClientIntlConfig } from './client-intl';

/**
 * next-intl's provider for the client components below it (useTranslations, useFormatter), fed from the
 * document's ClientIntlConfigProvider. Render it only around parts that need it, so next-intl's runtime
 * loads with them and not with every page.
 */
export function IntlBoundary({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useClientIntlConfig();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
