import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '@/lib/locales';
import { localizeHref, unprefixPathname } from './paths';
import { routing } from './routing';

// next-intl's own href rules for the same routing: the shell's navigation must agree with them.
const intl = createNavigation(routing);
const HREFS = [
  '/',
  '/faq',
  '/games/dice',
  '/?login',
  '/faq?signup&utm_source=x',
  '?login',
  '?deposit',
  'mailto:support@kazino.example',
  'https://example.com/x',
  '/ru/faq',
];

describe('localizeHref', () => {
  it('gives the hrefs next-intl gives, with and without an explicit locale', () => {
    for (const locale of LOCALE_TAGS) {
      for (const href of HREFS) {
        expect(localizeHref(href, locale), `${locale} ${href}`).toBe(intl.getPathname({ href, locale }));
        expect(localizeHref(href, locale, true), `${locale} ${href} forced`).toBe(intl.getPathname({ href, locale, forcePrefix: true }));
      }
    }
  });

  it('leaves English unprefixed and prefixes the others', () => {
    expect(localizeHref('/', 'en-US')).toBe('/');
    expect(localizeHref('/', 'ru-RU')).toBe('/ru');
    expect(localizeHref('/faq', 'kk-KZ')).toBe('/kz/faq');
    expect(localizeHref('/faq', 'en-US', true)).toBe('/en/faq');
  });
});

describe('unprefixPathname', () => {
  it('strips the locale prefix only', () => {
    expect(unprefixPathname('/ru/faq', 'ru-RU')).toBe('/faq');
    expect(unprefixPathname('/ru', 'ru-RU')).toBe('/');
    expect(unprefixPathname('/kz/games/dice', 'kk-KZ')).toBe('/games/dice');
    expect(unprefixPathname('/faq', 'en-US')).toBe('/faq');
    expect(unprefixPathname('/en/faq', 'en-US')).toBe('/faq');
    expect(unprefixPathname('/rules', 'ru-RU')).toBe('/rules');
    expect(unprefixPathname('/ru-RU/faq', 'ru-RU')).toBe('/faq');
  });
});
