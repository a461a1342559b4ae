import createIntlMiddleware from 'next-intl/middleware';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { createProxy, type ProxyDeps } from '@/lib/proxy/create-proxy';
import type { GeoAnswer } from '@/lib/proxy/region-gate';

/** The real proxy rules with next-intl's real routing; only the two api lookups are stand-ins. */
function setUp(options: { geo?: Record<string, GeoAnswer>; deps?: Partial<ProxyDeps> } = {}) {
  const geoCalls: (string | null)[] = [];
  let nonces = 0;
  const proxy = createProxy({
    intl: createIntlMiddleware(routing),
    locales: routing.locales,
    lookupGeo: async (ip) => {
      geoCalls.push(ip);
      return options.geo?.[ip ?? ''] ?? { kind: 'country', countryCode: 'DE' };
    },
    lookupRedirect: async () => null,
    isDevelopment: false,
    configuredApiUrl: 'http://localhost:4000',
    trustedProxyHops: 1,
    captcha: { hcaptcha: false, recaptcha: false },
    casinoFrameOrigins: null,
    nonce: () => `bm9uY2Ute${++nonces}==`,
    ...options.deps,
  });
  return { proxy, geoCalls };
}

const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(url, { headers });
const forwardedCsp = (response: Response) => response.headers.get('x-middleware-request-content-security-policy');

describe('proxy: content security policy', () => {
  it('answers a page with a nonce CSP and hands the same policy to the render', async () => {
    const { proxy } = setUp();
    const response = await proxy(request('https://www.casino.example/ru/games/dice'));
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2Ute1==' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.casino.example wss://api.casino.example;");
    expect(csp).not.toContain('unsafe-eval');
    expect(forwardedCsp(response)).toBe(csp);
    // next-intl's own request header survives next to ours.
    expect(response.headers.get('x-middleware-override-headers')).toContain('x-next-intl-locale');
    expect(response.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
  });

  it('hands Next a nonce its own parser reads from the forwarded request header', async () => {
    const { proxy } = setUp({ deps: { nonce: undefined } });
    const response = await proxy(request('http://localhost:3000/ru/games/dice'));
    const nonce = getScriptNonceFromHeaders({ 'content-security-policy': forwardedCsp(response) ?? undefined });
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('uses a fresh nonce per request', async () => {
    const { proxy } = setUp();
    const first = (await proxy(request('http://localhost:3000/'))).headers.get('content-security-policy');
    const second = (await proxy(request('http://localhost:3000/'))).headers.get('content-security-policy');
    expect(first).toContain("'nonce-bm9uY2Ute1=='");
    expect(second).toContain("'nonce-bm9uY2Ute2=='");
  });

  it('allows the configured api URL on localhost and in development, with eval and hot reload in development', async () => {
    const { proxy } = setUp({ deps: { isDevelopment: true } });
    const csp = (await proxy(request('http://localhost:3000/ru'))).headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' http://localhost:4000 ws://localhost:4000 ws: wss:;");
    expect(csp).toContain("'unsafe-eval'");
  });

  it('puts the CSP on the localized 404 rewrite and on the no-access redirect', async () => {
    const { proxy } = setUp({ geo: { '6.6.6.6': { kind: 'restricted' } } });
    const missing = await proxy(request('http://localhost:3000/ru/no-such-page'));
    expect(missing.status).toBe(404);
    expect(forwardedCsp(missing)).toBe(missing.headers.get('content-security-policy'));
    expect(missing.headers.get('x-middleware-request-x-original-path')).toBe('/ru/no-such-page');
    expect(missing.headers.get('x-middleware-request-x-next-intl-locale')).toBe('ru-RU');
    const blocked = await proxy(request('http://localhost:3000/ru', { 'x-forwarded-for': '6.6.6.6' }));
    expect(blocked.headers.get('location')).toBe('http://localhost:3000/ru/no-access');
    expect(blocked.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('adds the captcha origins only when their site keys are configured', async () => {
    const plain = (await setUp().proxy(request('http://localhost:3000/'))).headers.get('content-security-policy')!;
    expect(plain).not.toContain('hcaptcha');
    expect(plain).not.toContain('google');
    const { proxy } = setUp({ deps: { captcha: { hcaptcha: true, recaptcha: true } } });
    const csp = (await proxy(request('http://localhost:3000/'))).headers.get('content-security-policy')!;
    expect(csp).toContain('frame-src http://localhost:4000 https://hcaptcha.com https://*.hcaptcha.com https://www.google.com/recaptcha/');
  });

  it("frames the casino's games from the api's public origin by default, from CASINO_FRAME_ORIGINS when set", async () => {
    const plain = (await setUp().proxy(request('https://www.casino.example/en/games/slots/sbx_fruit_classic/demo'))).headers.get(
      'content-security-policy',
    )!;
    expect(plain).toContain('frame-src https://api.casino.example;');
    const { proxy } = setUp({ deps: { casinoFrameOrigins: ['https://games.hub88.example', 'https://cdn.provider.example'] } });
    const csp = (await proxy(request('https://www.casino.example/'))).headers.get('content-security-policy')!;
    expect(csp).toContain('frame-src https://games.hub88.example https://cdn.provider.example;');
  });
});

describe('proxy: region gate', () => {
  const restricted = { '6.6.6.6': { kind: 'restricted' } as const };

  it('keeps a visitor from a restricted country on no-access whatever override, cookie or user agent they send', async () => {
    const { proxy } = setUp({ geo: restricted });
    const attempts = [
      request('http://localhost:3000/ru/games/dice?region_override=KZ', { 'x-forwarded-for': '6.6.6.6' }),
      request('http://localhost:3000/ru/games/dice', { 'x-forwarded-for': '6.6.6.6', cookie: 'region_override=UZ' }),
      request('http://localhost:3000/ru/games/dice', {
        'x-forwarded-for': '6.6.6.6',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      }),
    ];
    for (const attempt of attempts) {
      const response = await proxy(attempt);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe('http://localhost:3000/ru/no-access');
    }
  });

  it('asks geo about the hop our proxy appended, not the one the client wrote first', async () => {
    const { proxy, geoCalls } = setUp({ geo: restricted });
    const response = await proxy(request('http://localhost:3000/ru', { 'x-forwarded-for': '95.59.0.1, 6.6.6.6' }));
    expect(geoCalls).toEqual(['6.6.6.6']);
    expect(response.headers.get('location')).toBe('http://localhost:3000/ru/no-access');
  });

  it('still lets an allowed visitor choose a region by query and stores it', async () => {
    const { proxy } = setUp({ geo: restricted });
    const response = await proxy(request('http://localhost:3000/ru?region_override=uz', { 'x-forwarded-for': '8.8.8.8' }));
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get('region_override')?.value).toBe('UZ');
  });
});
