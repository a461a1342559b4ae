import { DEFAULT_LOCALE_CODE, LOCALE_CODES, type LocaleCode } from '@/lib/locales';
import { manifestPath, offlinePagePath } from './pwa-paths';

interface FailedRequest {
  url: string;
  mode: string;
}

/** Serwist's fallback entry (its `fallbacks.entries`), in the shape this library can build without the worker types. */
export interface OfflineFallbackEntry {
  url: string;
  matcher: (param: { request: FailedRequest }) => boolean;
}

/**
 * The offline page for a page load that failed: the one in the language `localeOf` picks for the request, else the
 * default locale's. Anything but a page load gets no fallback.
 */
export function offlineFallbackEntries(localeOf: (request: FailedRequest) => LocaleCode): OfflineFallbackEntry[] {
  const perLocale = LOCALE_CODES.map((code) => ({
    url: offlinePagePath(code),
    matcher: ({ request }: { request: FailedRequest }) => request.mode === 'navigate' && localeOf(request) === code,
  }));
  const lastResort = {
    url: offlinePagePath(DEFAULT_LOCALE_CODE),
    matcher: ({ request }: { request: FailedRequest }) => request.mode === 'navigate',
  };
  return [...perLocale, lastResort];
}

/**
 * What the worker precaches besides the build's files (.next/static, public/): the offline pages and the web
 * manifests, answered by route handlers, so they change with the build.
 */
export function appShellRoutes(buildId: string): { url: string; revision: string }[] {
  return LOCALE_CODES.flatMap((code) => [offlinePagePath(code), manifestPath(code)]).map((url) => ({ url, revision: buildId }));
}
