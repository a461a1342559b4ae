/** The request header that carries the asked-for path to the 404 page the proxy rewrites to. */
export const ORIGINAL_PATH_HEADER = 'x-original-path';
export const NOT_FOUND_PAGE_PATH = '/page-not-found';

/**
 * Where next-intl's answer sends a request: its rewrite target's locale segment (`/ru-RU/x` -> 'ru-RU'),
 * or null when it answered with a redirect (a locale redirect wins over the 404).
 */
export function rewrittenLocaleOf(rewriteHeader: string | null, locales: readonly string[]): string | null {
  if (!rewriteHeader) return null;
  const first = new URL(rewriteHeader, 'http://x').pathname.split('/')[1] ?? '';
  return locales.includes(first) ? first : null;
}
