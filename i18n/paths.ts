import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '@/lib/cookies';
import { DEFAULT_LOCALE_TAG, isLocaleTag, type LocaleTag } from '@/lib/locales';

/**
 * next-intl's href rules for this app's routing (i18n/routing.ts: prefix 'as-needed', no localized
 * pathnames), without its client runtime: '@/i18n/navigation' uses these so pages do not ship use-intl.
 */

/** The URL prefix of each locale; the default one (en-US) is left out of URLs unless asked for. */
export const LOCALE_PREFIXES: Record<LocaleTag, `/${string}`> = { 'en-US': '/en', 'ru-RU': '/ru', 'kk-KZ': '/kz' };

/** The locale a route param names, or the default one. */
export function localeOrDefault(value: unknown): LocaleTag {
  return isLocaleTag(value) ? value : DEFAULT_LOCALE_TAG;
}

/** Absolute paths of this site get a locale prefix; '?flag', 'mailto:' and full URLs stay as they are. */
function isLocalizable(href: string): boolean {
  return !/^[a-z]+:/i.test(href) && href.startsWith('/');
}

/**
 * The href in a locale: the default locale has no prefix unless `forcePrefix` (set when the caller names
 * the locale, so the proxy sees the choice), the others get theirs ('/ru', '/ru/faq', '/ru?login').
 */
export function localizeHref(href: string, locale: LocaleTag, forcePrefix?: boolean): string {
  const prefixed = forcePrefix ?? (isLocalizable(href) && locale !== DEFAULT_LOCALE_TAG);
  if (!prefixed) return href;
  return LOCALE_PREFIXES[locale] + (/^\/(\?.*)?$/.test(href) ? href.slice(1) : href);
}

function hasPrefix(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The browser's path without the locale prefix: '/ru/faq' -> '/faq', '/ru' -> '/'. */
export function unprefixPathname(pathname: string, locale: LocaleTag): string {
  for (const prefix of [LOCALE_PREFIXES[locale], `/${locale}`]) {
    if (hasPrefix(prefix, pathname)) return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}

/** Saves an explicit language choice in the locale cookie the proxy reads (as next-intl's navigation does). */
export function syncLocaleCookie(current: LocaleTag, next: LocaleTag | undefined): void {
  if (next === undefined || next === current) return;
  const maxAgeS = COOKIE_MAX_AGE_S[COOKIE_NAMES.locale];
  document.cookie = `${COOKIE_NAMES.locale}=${next};sameSite=lax;${maxAgeS ? `max-age=${maxAgeS};` : ''}path=/;`;
}
