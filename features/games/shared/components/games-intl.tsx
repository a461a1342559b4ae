'use client';

import { useMemo, type ReactNode } from 'react';
import { ClientIntlConfigProvider, useClientIntlConfig, type MessageTree } from '@/i18n/client-intl';
import { IntlBoundary } from '@/i18n/intl-boundary';

/**
 * The game screens translate in the browser. The document hands over only the shell's namespaces, so a game page
 * adds the `games.play` messages it needs (given by the server page) to them here, and next-intl loads with the
 * game's code only (docs/decisions.md: client translation only under IntlBoundary).
 */
export function GamesIntl({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const outer = useClientIntlConfig();
  const config = useMemo(() => ({ ...outer, messages: { ...outer.messages, games: { play: messages } } }), [outer, messages]);
  return (
    <ClientIntlConfigProvider config={config}>
      <IntlBoundary>{children}</IntlBoundary>
    </ClientIntlConfigProvider>
  );
}
