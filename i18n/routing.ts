import { defineRouting } from 'next-intl/routing';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '@/lib/cookies';
import { DEFAULT_LOCALE_TAG, LOCALE_TAGS } from '@/lib/locales';
import { LOCALE_PREFIXES } from './paths';

/**
 * Locales are BCP 47 tags internally (so Intl formats kz as kk-KZ) and ru/en/kz in URLs.
 * English is the default and has no prefix.
 */
export const routing = defineRouting({
  locales: LOCALE_TAGS,
  defaultLocale: DEFAULT_LOCALE_TAG,
  localePrefix: {
    mode: 'as-needed',
    prefixes: LOCALE_PREFIXES,
  },
  localeCookie: { name: COOKIE_NAMES.locale, maxAge: COOKIE_MAX_AGE_S[COOKIE_NAMES.locale] },
  localeDetection: true,
  alternateLinks: false,
});
