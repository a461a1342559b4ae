import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { defaultMirrorData, type MirrorData } from '../mirrors/contract';
import { parseMirrorUrl } from './mirror-url';
import { createSsoRoutes } from './sso-routes';

const MIRRORS = new Set(['localhost', 'mirror-a.localhost', 'mirror-b.localhost']);
const NONCE = 'nonce-0123456789abcdef';

function mirror(host: string): MirrorData {
  const hostname = host.replace(/:\d+$/, '');
  return MIRRORS.has(hostname)
    ? {
        ...defaultMirrorData(hostname),
        known: true,
        is_sso_home: hostname === 'localhost',
        sso: hostname === 'localhost' ? null : 'http://localhost:3000/sso/start',
      }
    : defaultMirrorData(hostname);
}

function setUp(
  api: (path: string, body: Record<string, string>, auth: string | null) => Response = () => new Response('{}', { status: 500 }),
) {
  const calls: Array<{ path: string; body: Record<string, string>; auth: string | null }> = [];
  const routes = createSsoRoutes({
    lookupMirror: async (host) => mirror(host),
    apiBaseUrl: 'http://api.internal',
    timeoutMs: 1000,
    trustedProxyHops: 1,
    newId: () => 'fresh-nonce-0123456789',
    fetchImpl: async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, string>;
      const auth = new Headers(init?.headers).get('authorization');
      calls.push({ path, body, auth });
      return api(path, body, auth);
    },
  });
  return { routes, calls };
}

const get = (url: string, cookie = '') => {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, cookie, 'user-agent': 'Chrome' } });
};
const startUrl = (url: string, extra = `&sid=sid-0123456789abcdef&nonce=${NONCE}`) =>
  `http://localhost:3000/sso/start?url=${encodeURIComponent(url)}${extra}`;

describe('parseMirrorUrl refuses what is no configured mirror', () => {
  const isMirror = (hostname: string) => MIRRORS.has(hostname);
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://mirror.evil',
    'https://localhost.evil',
    'https://mirror-a.localhost.evil/x',
    'https://mirror-a.localhost@evil.example',
    'https://user:pw@mirror-a.localhost/',
    'http://mirror-a.localhost\\@evil.example/',
    '%2F%2Fevil.example',
    'http%3A%2F%2Fevil.example',
    'javascript:alert(1)',
    'JavaScript://mirror-a.localhost/%0Aalert(1)',
    'data:text/html,hi',
    '/ru/games',
    'http://mirror-a.localhost\t/x',
    'http:/mirror-a.localhost/x',
    'ftp://mirror-a.localhost/',
    '',
  ])('%s', (raw) => {
    expect(parseMirrorUrl(raw, isMirror)).toBeNull();
  });

  it('accepts an absolute URL on a mirror', () => {
    expect(parseMirrorUrl('http://mirror-b.localhost:3000/ru/games?x=1#top', isMirror)?.toString()).toBe(
      'http://mirror-b.localhost:3000/ru/games?x=1#top',
    );
  });
});

describe('GET /sso/leave', () => {
  const leaveUrl = (host: string, url: string, extra = `&sid=sid-0123456789abcdef&nonce=${NONCE}`) =>
    `http://${host}/sso/leave?url=${encodeURIComponent(url)}${extra}`;

  it("sends the browser to this mirror's SSO home (absolute) with the page, the session id and the nonce", async () => {
    const { routes, calls } = setUp();
    const response = await routes.leave(get(leaveUrl('mirror-b.localhost:3000', 'http://mirror-b.localhost:3000/ru/games?x=1')));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(startUrl('http://mirror-b.localhost:3000/ru/games?x=1'));
    expect(calls).toEqual([]);
  });

  it("refuses a page on another host, no mirror's, or malformed ids; on the home itself goes back to the page", async () => {
    const { routes } = setUp();
    for (const url of [
      leaveUrl('mirror-b.localhost:3000', 'http://mirror-a.localhost:3000/'),
      leaveUrl('mirror-b.localhost:3000', 'https://evil.example/'),
      leaveUrl('mirror-b.localhost:3000', '//evil.example/'),
      leaveUrl('mirror-b.localhost:3000', 'http://mirror-b.localhost:3000/', `&sid=x&nonce=${NONCE}`),
      leaveUrl('mirror-b.localhost:3000', 'http://mirror-b.localhost:3000/', '&sid=sid-0123456789abcdef'),
    ]) {
      expect((await routes.leave(get(url))).status).toBe(400);
    }
    const home = await routes.leave(get(leaveUrl('localhost:3000', 'http://localhost:3000/ru')));
    expect(home.headers.get('location')).toBe('http://localhost:3000/ru');
  });
});

describe('GET /sso/start', () => {
  it('with a session, asks for a token for the target mirror and the nonce, and returns there', async () => {
    const { routes, calls } = setUp(() => Response.json({ token: 'handoff-token', expires_in: 30 }));
    const response = await routes.start(get(startUrl('http://mirror-b.localhost:3000/ru/games?x=1'), 'token=home-session'));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://mirror-b.localhost:3000/sso/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      url: 'http://mirror-b.localhost:3000/ru/games?x=1',
      sid: 'sid-0123456789abcdef',
      handoff: 'handoff-token',
    });
    expect(calls).toEqual([
      { path: '/api/v2/sso/handoff', body: { target_host: 'mirror-b.localhost', nonce: NONCE }, auth: 'Bearer home-session' },
    ]);
  });

  it('without a session, returns without a token and calls nothing', async () => {
    const { routes, calls } = setUp();
    const response = await routes.start(get(startUrl('http://mirror-b.localhost:3000/')));
    expect(new URL(response.headers.get('location')!).searchParams.has('handoff')).toBe(false);
    expect(calls).toEqual([]);
  });

  it.each([
    '//evil.example',
    'https://mirror.evil/',
    'https://localhost.evil/',
    '/\\evil.example',
    'https://mirror-a.localhost@evil.example/',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
  ])('refuses url=%s with a 400 and never asks for a token', async (url) => {
    const { routes, calls } = setUp(() => Response.json({ token: 'handoff-token' }));
    const response = await routes.start(get(startUrl(url), 'token=home-session'));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with only a url (the SSO link after a failed token refresh) goes back to the page and asks for no token', async () => {
    const { routes, calls } = setUp(() => Response.json({ token: 'handoff-token' }));
    const response = await routes.start(get(startUrl('http://mirror-b.localhost:3000/ru', ''), 'token=home-session'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://mirror-b.localhost:3000/ru');
    expect(calls).toEqual([]);
  });

  it('refuses an evil `to`, a `to` without a nonce, a malformed nonce, and a malformed session id', async () => {
    const { routes } = setUp();
    const good = 'http://mirror-b.localhost:3000/';
    for (const extra of [
      `&nonce=${NONCE}&to=${encodeURIComponent('https://evil.example')}`,
      `&to=${encodeURIComponent('http://localhost:3000')}`,
      '&nonce=short',
      `&nonce=${NONCE}&sid=<x>`,
    ]) {
      expect((await routes.start(get(startUrl(good, extra), 'token=s'))).status).toBe(400);
    }
  });
});

describe('GET /sso/return', () => {
  const returnUrl = (query: string) => `http://mirror-b.localhost:3000/sso/return?${query}`;
  const back = encodeURIComponent('http://mirror-b.localhost:3000/ru/games?x=1');

  it('exchanges the token with its own host and the nonce cookie, sets the token cookie for 30 days, clears the flag, goes back', async () => {
    const { routes, calls } = setUp(() => Response.json({ token: 'new-session' }));
    const response = await routes.finish(get(returnUrl(`url=${back}&handoff=handoff-token`), `sso_nonce=${NONCE}; sso_redirected=1`));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://mirror-b.localhost:3000/ru/games?x=1');
    expect(calls).toEqual([
      { path: '/api/v2/sso/exchange', body: { token: 'handoff-token', host: 'mirror-b.localhost', nonce: NONCE }, auth: null },
    ]);
    expect(response.cookies.get('token')).toMatchObject({ value: 'new-session', maxAge: 2592000, path: '/', sameSite: 'lax' });
    expect(response.cookies.get('sso_redirected')?.value).toBe('');
    expect(response.cookies.get('sso_nonce')?.value).toBe('');
  });

  it('a refused exchange (the api said 401: used, expired, other mirror, other nonce) sets no session and marks the check done', async () => {
    const { routes } = setUp(() => Response.json({ message: 'no' }, { status: 401 }));
    const response = await routes.finish(get(returnUrl(`url=${back}&handoff=stolen`), `sso_nonce=${NONCE}`));
    expect(response.cookies.get('token')).toBeUndefined();
    expect(response.cookies.get('sso_checked')?.value).toBe('1');
  });

  it('without the nonce cookie (another browser) never exchanges', async () => {
    const { routes, calls } = setUp(() => Response.json({ token: 'new-session' }));
    const response = await routes.finish(get(returnUrl(`url=${back}&handoff=handoff-token`)));
    expect(calls).toEqual([]);
    expect(response.cookies.get('token')).toBeUndefined();
  });

  it('goes to / on this host for a url that is no mirror', async () => {
    const { routes } = setUp();
    for (const url of ['//evil.example', 'https://localhost.evil/', 'https://mirror-a.localhost@evil.example/']) {
      const response = await routes.finish(get(returnUrl(`url=${encodeURIComponent(url)}`)));
      expect(response.headers.get('location')).toBe('http://mirror-b.localhost:3000/');
    }
  });
});

describe('GET /sso/pull', () => {
  it('sets a nonce on the home and asks the mirror to hand its session over to the home', async () => {
    const { routes } = setUp();
    const from = 'http://mirror-a.localhost:3000/ru?x=1';
    const response = await routes.pull(get(`http://localhost:3000/sso/pull?url=${encodeURIComponent(from)}`));
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://mirror-a.localhost:3000/sso/start');
    expect(Object.fromEntries(location.searchParams)).toEqual({ url: from, to: 'http://localhost:3000', nonce: 'fresh-nonce-0123456789' });
    expect(response.cookies.get('sso_nonce')).toMatchObject({ value: 'fresh-nonce-0123456789', httpOnly: true });
  });

  it('refuses a url that is no mirror', async () => {
    const { routes } = setUp();
    const response = await routes.pull(get(`http://localhost:3000/sso/pull?url=${encodeURIComponent('https://evil.example/')}`));
    expect(response.status).toBe(400);
  });

  it('the start on the mirror then issues for the home, bound to that nonce', async () => {
    const { routes, calls } = setUp(() => Response.json({ token: 'to-home' }));
    const url = `http://mirror-a.localhost:3000/sso/start?url=${encodeURIComponent('http://mirror-a.localhost:3000/ru')}&to=${encodeURIComponent('http://localhost:3000')}&nonce=${NONCE}`;
    const response = await routes.start(get(url, 'token=mirror-session'));
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/sso/return');
    expect(location.searchParams.get('handoff')).toBe('to-home');
    expect(calls[0].body).toEqual({ target_host: 'localhost', nonce: NONCE });
  });
});
