'use client';

import { createContext, use, useContext, type ReactNode } from 'react';
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
  /** Where the rest of the client messages download from, when `messages` holds only the document's few. */
  messagesUrl?: string;
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

const downloads = new Map<string, Promise<Record<string, MessageTree>>>();

/** Starts (once per address) the download of the client messages; a failed download is tried again next time. */
export function loadClientMessages(url: string): Promise<Record<string, MessageTree>> {
  let download = downloads.get(url);
  if (!download) {
    download = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`client messages: ${response.status} from ${url}`);
      return response.json() as Promise<Record<string, MessageTree>>;
    });
    download.catch(() => downloads.delete(url));
    downloads.set(url, download);
  }
  return download;
}

/** Downloads the client messages early (a modal or a game room is about to need them); no-op when the page has them. */
export function preloadClientMessages(config: ClientIntlConfig): void {
  if (config.messagesUrl) void loadClientMessages(config.messagesUrl).catch(() => undefined);
}

/**
 * Every client namespace: from the page when the server handed them over (ClientMessagesProvider), else downloaded
 * once (suspends until then).
 */
export function useClientMessages(): Record<string, MessageTree> {
  const { messages, messagesUrl } = useClientIntlConfig();
  return messagesUrl ? use(loadClientMessages(messagesUrl)) : messages;
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
