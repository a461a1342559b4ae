import type { LocaleCode } from '@/lib/locales';
import type { MessageTree } from './client-intl';

/** The message namespaces client components translate with; the rest stays on the server. */
export const CLIENT_NAMESPACES = [
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
  'betOutcome',
] as const;

/** The namespaces every page's document carries: the error boundary's texts must not wait for a download. */
export const DOCUMENT_NAMESPACES = ['errors'] as const;

/** A locale's whole message file (messages/*.json), for next-intl's request config and the /intl route. */
export async function loadLocaleMessages(code: LocaleCode): Promise<Record<string, unknown>> {
  return ((await import(`../messages/${code}.json`)) as { default: Record<string, unknown> }).default;
}

export function pickNamespaces(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, MessageTree> {
  return Object.fromEntries(namespaces.map((key) => [key, messages[key] as MessageTree]));
}

/** A short content hash (FNV-1a, 32 bit): the bundle's address changes whenever its texts do. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const urls = new WeakMap<object, string>();

/**
 * Where the browser downloads a locale's client messages (app/intl/[file]/route.ts), versioned by their content;
 * worked out once per locale's message tree.
 */
export function clientMessagesUrl(localeCode: string, messages: Record<string, unknown>): string {
  let url = urls.get(messages);
  if (!url) {
    url = `/intl/${localeCode}.json?v=${contentHash(JSON.stringify(pickNamespaces(messages, CLIENT_NAMESPACES)))}`;
    urls.set(messages, url);
  }
  return url;
}
