'use client';

import { useMemo, type ReactNode } from 'react';
import { ClientIntlConfigProvider, useClientIntlConfig, useClientMessages, type MessageTree } from '@/i18n/client-intl';
import { IntlBoundary } from '@/i18n/intl-boundary';

/**
 * The game screens translate in the browser. A game page hands over the `games.play` messages it needs (given by the
 * server page); they join the client namespaces (handed over by the page or downloaded) here, and next-intl loads
 * with the game's code only (docs/decisions.md: client translation only under IntlBoundary).
 */
export function GamesIntl({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const { locale, timeZone } = useClientIntlConfig();
  const client = useClientMessages();
  const config = useMemo(
    () => ({ locale, timeZone, messages: { ...client, games: { play: messages } } }),
    [locale, timeZone, client, messages],
  );
  return (
    <ClientIntlConfigProvider config={config}>
      <IntlBoundary>{children}</IntlBoundary>
    </ClientIntlConfigProvider>
  );
}
