import { describe, expect, it } from 'vitest';
import { appShellRoutes, offlineFallbackEntries } from './offline-fallbacks';

const SITE = 'https://www.casino.example';

function firstFallback(url: string, mode: string, locale: 'en' | 'ru' | 'kz') {
  const entries = offlineFallbackEntries(() => locale);
  return entries.find((entry) => entry.matcher({ request: { url: `${SITE}${url}`, mode } }))?.url ?? null;
}

describe('the offline fallback of the service worker', () => {
  it('answers a failed page load with the offline page in the picked language', () => {
    expect(firstFallback('/ru/faq', 'navigate', 'ru')).toBe('/offline/ru.html');
    expect(firstFallback('/', 'navigate', 'kz')).toBe('/offline/kz.html');
    expect(firstFallback('/', 'navigate', 'en')).toBe('/offline/en.html');
  });

  it('ends with the default language page for any page load, so a missing one still gets a fallback', () => {
    const entries = offlineFallbackEntries(() => 'ru');
    const last = entries[entries.length - 1];
    expect(last.url).toBe('/offline/en.html');
    expect(last.matcher({ request: { url: `${SITE}/x`, mode: 'navigate' } })).toBe(true);
  });

  it('gives no fallback to anything but a page load', () => {
    expect(firstFallback('/_next/static/chunks/a.js', 'cors', 'ru')).toBeNull();
    expect(firstFallback('/intl/ru.json', 'no-cors', 'en')).toBeNull();
  });
});

describe('the routes precached with the build', () => {
  it('lists the offline pages and manifests of every locale, revised by the build id', () => {
    const routes = appShellRoutes('b1');
    expect(routes.map((route) => route.url).sort()).toEqual(
      [
        '/manifests/en.webmanifest',
        '/manifests/kz.webmanifest',
        '/manifests/ru.webmanifest',
        '/offline/en.html',
        '/offline/kz.html',
        '/offline/ru.html',
      ].sort(),
    );
    expect(routes.every((route) => route.revision === 'b1')).toBe(true);
  });
});
