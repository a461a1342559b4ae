'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleTag } from '@/lib/locales';

/** One namespace of messages: strings and nested groups, as in messages/*.json. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** What an intl provider in the browser needs; the document hands it over once per page. */
export interface ClientIntlConfig {
  locale: LocaleTag;
  timeZone: string;
  messages: Record<string, MessageTree>;
}

const ClientIntlContext = createContext<ClientIntlConfig | null>(null);

/**
 * Holds the client messages without loading next-intl's runtime: the parts that translate in the browser
 * (modals, profile forms) wrap themselves in IntlBoundary, which loads with their code.
 */
export function ClientIntlConfigProvider({ config, children }: { config: ClientIntlConfig; children: ReactNode }) {
  return <ClientIntlContext value={config}>{children}</ClientIntlContext>;
}

export function useClientIntlConfig(): ClientIntlConfig {
  const config = useContext(ClientIntlContext);
  if (!config) throw new Error('useClientIntlConfig: no ClientIntlConfigProvider above this component');
  return config;
}

/** A plain message (no ICU arguments) by its dotted key, for the few shell texts that must not wait for next-intl. */
export function usePlainMessage(namespace: string): (key: string) => string {
  const { messages } = useClientIntlConfig();
  return (key) => {
    let node: string | MessageTree | undefined = messages[namespace];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : `${namespace}.${key}`;
  };
}
