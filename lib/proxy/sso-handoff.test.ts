import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { defaultMirrorData, type MirrorData } from '../mirrors/contract';
import { createProxy, type ProxyDeps } from './create-proxy';
import { decideSsoHandoff, isBot, isDocumentRequest, type SsoHandoffInput } from './sso-handoff';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const mirrorB: MirrorData = {
  ...defaultMirrorData('mirror-b.localhost'),
  known: true,
  sso: 'http://localhost:3000/sso/start',
};

function input(overrides: Partial<SsoHandoffInput> & { cookies?: Record<string, string>; query?: string } = {}): SsoHandoffInput {
  const { cookies = {}, query = '', ...rest } = overrides;
  return {
    mirror: mirrorB,
    method: 'GET',
    isDocument: true,
    cookies: { get: (name) => (name in cookies ? { value: cookies[name] } : undefined) },
    searchParams: new URLSearchParams(query),
    userAgent: CHROME,
    isDevelopment: false,
    ...rest,
  };
}

describe('decideSsoHandoff', () => {
  it('hands off a page load on a mirror with an SSO link, no token, no flag, no no_sso, not development, not a bot', () => {
    expect(decideSsoHandoff(input())).toEqual({ kind: 'hand-off', ssoLink: 'http://localhost:3000/sso/start' });
  });

  it.each<[string, Partial<SsoHandoffInput> & { cookies?: Record<string, string>; query?: string }]>([
    ['the SSO home itself (no link)', { mirror: { ...mirrorB, sso: null, is_sso_home: true } }],
    ['an unknown host', { mirror: defaultMirrorData('evil.example') }],
    ['a token', { cookies: { token: 'abc' } }],
    ['the redirected flag', { cookies: { sso_redirected: '1' } }],
    ['a hand-off that came back empty', { cookies: { sso_checked: '1' } }],
    ['no_sso in the query', { query: 'no_sso=1' }],
    ['an empty no_sso', { query: 'a=1&no_sso' }],
    ['development', { isDevelopment: true }],
    ['a bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['no user agent', { userAgent: null }],
    ['a POST', { method: 'POST' }],
    ['a client navigation', { isDocument: false }],
  ])('does nothing with %s', (_, overrides) => {
    expect(decideSsoHandoff(input(overrides))).toEqual({ kind: 'none' });
  });

  it('knows bots from browsers', () => {
    for (const ua of ['YandexBot/3.0', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)', 'curl/8.0']) {
      expect(isBot(ua)).toBe(true);
    }
    expect(isBot(CHROME)).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it('tells page loads from RSC requests and prefetches', () => {
    expect(isDocumentRequest(new Headers({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
    expect(isDocumentRequest(new Headers())).toBe(true);
    expect(isDocumentRequest(new Headers({ rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'sec-fetch-mode': 'cors' }))).toBe(false);
  });
});

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

  it('redirects to the home with the URL, the session id and the nonce; sets the flag, nonce and id cookies; tracks the start', async () => {
    const { proxy, tracked, lookups } = setUp({ 'mirror-b.localhost:3000': mirrorB });
    const response = await proxy(page('http://mirror-b.localhost:3000/ru/games?x=1', { host: 'mirror-b.localhost:3000' }));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/sso/start');
    expect(location.searchParams.get('url')).toBe('http://mirror-b.localhost:3000/ru/games?x=1');
    expect(location.searchParams.get('sid')).toBe('id-1-0123456789abcdef');
    expect(location.searchParams.get('nonce')).toBe('id-2-0123456789abcdef');
    expect(response.cookies.get('sso_redirected')?.value).toBe('1');
    expect(response.cookies.get('sso_nonce')).toMatchObject({ value: 'id-2-0123456789abcdef', httpOnly: true, maxAge: 600 });
    expect(response.cookies.get('sso_session_id')?.value).toBe('id-1-0123456789abcdef');
    expect(tracked).toEqual([{ event: { name: 'ssoAvailabilityCreate', data: { session_id: 'id-1-0123456789abcdef' } }, ip: '203.0.113.9' }]);
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
