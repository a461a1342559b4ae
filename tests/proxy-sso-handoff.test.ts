import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { defaultMirrorData, type MirrorData } from '@/lib/mirrors/contract';
import { createProxy, type ProxyDeps } from '@/lib/proxy/create-proxy';

/** The proxy's SSO hand-off (lib/proxy/sso-handoff.ts) with next-intl's real routing; the api lookups are stand-ins. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const mirrorB: MirrorData = { ...defaultMirrorData('mirror-b.localhost'), known: true, sso: 'http://localhost:3000/sso/start' };

describe('the proxy hands off', () => {
  function setUp(mirrors: Record<string, MirrorData>, deps: Partial<ProxyDeps> = {}) {
    const tracked: unknown[] = [];
    const lookups: string[] = [];
    let ids = 0;
    const proxy = createProxy({
      intl: createIntlMiddleware(routing),
      locales: routing.locales,
      lookupGeo: async () => ({ kind: 'country', countryCode: 'DE' }),
      lookupRedirect: async () => null,
      isDevelopment: false,
      configuredApiUrl: 'http://localhost:4000',
      trustedProxyHops: 1,
      captcha: { hcaptcha: false, recaptcha: false },
      casinoFrameOrigins: null,
      lookupMirror: async (host, scheme) => {
        lookups.push(`${scheme}://${host}`);
        return mirrors[host] ?? defaultMirrorData(host.replace(/:\d+$/, ''));
      },
      trackSso: async (event, ip) => void tracked.push({ event, ip }),
      ssoId: () => `id-${++ids}-0123456789abcdef`,
      ...deps,
    });
    return { proxy, tracked, lookups };
  }
  const page = (url: string, headers: Record<string, string> = {}) =>
    new NextRequest(url, { headers: { 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.9', ...headers } });

  it("redirects through the mirror's /sso/leave with the URL, the session id and the nonce; sets the flag, nonce and id cookies; tracks the start", async () => {
    const { proxy, tracked, lookups } = setUp({ 'mirror-b.localhost:3000': mirrorB });
    const response = await proxy(page('http://mirror-b.localhost:3000/ru/games?x=1', { host: 'mirror-b.localhost:3000' }));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://mirror-b.localhost:3000/sso/leave');
    expect(location.searchParams.get('url')).toBe('http://mirror-b.localhost:3000/ru/games?x=1');
    expect(location.searchParams.get('sid')).toBe('id-1-0123456789abcdef');
    expect(location.searchParams.get('nonce')).toBe('id-2-0123456789abcdef');
    expect(response.cookies.get('sso_redirected')?.value).toBe('1');
    expect(response.cookies.get('sso_nonce')).toMatchObject({ value: 'id-2-0123456789abcdef', httpOnly: true, maxAge: 600 });
    expect(response.cookies.get('sso_session_id')?.value).toBe('id-1-0123456789abcdef');
    expect(tracked).toEqual([
      { event: { name: 'ssoAvailabilityCreate', data: { session_id: 'id-1-0123456789abcdef' } }, ip: '203.0.113.9' },
    ]);
    expect(lookups).toEqual(['http://mirror-b.localhost:3000']);
  });

  it('renders the page without a hand-off for a bot, with no_sso, a token, on the home and in development', async () => {
    const mirrors = { 'mirror-b.localhost:3000': mirrorB };
    const host = { host: 'mirror-b.localhost:3000' };
    const { proxy, tracked } = setUp(mirrors);
    const answers = await Promise.all([
      proxy(page('http://mirror-b.localhost:3000/ru', { ...host, 'user-agent': 'Googlebot/2.1' })),
      proxy(page('http://mirror-b.localhost:3000/ru?no_sso=1', host)),
      proxy(page('http://mirror-b.localhost:3000/ru', { ...host, cookie: 'token=abc' })),
      proxy(page('http://localhost:3000/ru', { host: 'localhost:3000' })),
      setUp(mirrors, { isDevelopment: true }).proxy(page('http://mirror-b.localhost:3000/ru', host)),
    ]);
    for (const response of answers) {
      expect(response.headers.get('location')).toBeNull();
      expect(response.cookies.get('sso_redirected')).toBeUndefined();
    }
    expect(tracked).toEqual([]);
  });
});
