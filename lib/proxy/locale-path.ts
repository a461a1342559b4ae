import { LOCALE_CODES, type LocaleCode } from '../locales';

/** Splits `/ru/games/dice` into the locale prefix ('ru') and the path without it ('/games/dice'). */
export function splitLocalePrefix(pathname: string): { prefix: LocaleCode | null; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if ((LOCALE_CODES as readonly string[]).includes(first)) {
    return { prefix: first as LocaleCode, path: `/${rest.join('/')}` };
  }
  return { prefix: null, path: pathname || '/' };
}

/** Adds a locale prefix back to a path: `withLocalePrefix('ru', '/faq')` is '/ru/faq'; no prefix keeps it. */
export function withLocalePrefix(prefix: LocaleCode | null, path: string): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}
