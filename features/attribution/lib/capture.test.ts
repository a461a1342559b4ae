// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api/api-client';
import { captureAttribution, guestTimerEndsAt, type CaptureDeps } from './capture';

const API = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
});

const NOW = Date.UTC(2026, 0, 10);
const DAY_MS = 86_400_000;
const UTM = 'utm_source=check&utm_medium=cpc&utm_campaign=launch&utm_term=casino';

function deps(logError = vi.fn()): CaptureDeps & { logError: ReturnType<typeof vi.fn> } {
  return { post: (path, body) => apiClient.post(path, body), logError, now: () => NOW, href: 'https://casino.test/?x=1' };
}

function recordCalls() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const handler = (path: string, reply: () => Response) =>
    http.post(`${API}/${path}`, async ({ request }) => {
      calls.push({ path, body: await request.json() });
      return reply();
    });
  return { calls, handler };
}

describe('the UTM call', () => {
  it('is made with the whole query when all four utm_* are there and no advId is stored; the reply fills the cookies', async () => {
    const { calls, handler } = recordCalls();
    server.use(handler('middleware/utm', () => HttpResponse.json({ advId: 'adv-1', promo: { type: 'freespins', value: '50' } })));
    await captureAttribution(new URLSearchParams(`${UTM}&lang=ru`), deps());
    expect(calls).toEqual([
      { path: 'middleware/utm', body: { utm_source: 'check', utm_medium: 'cpc', utm_campaign: 'launch', utm_term: 'casino', lang: 'ru' } },
    ]);
    expect(Cookies.get('advId')).toBe('adv-1');
    expect(Cookies.get('adBonusType')).toBe('freespins');
    expect(Cookies.get('adBonusValue')).toBe('50');
    expect(Cookies.get('adBonusModal')).toBe('false');
  });

  it('is not made with three utm_* or with an advId stored', async () => {
    const { calls, handler } = recordCalls();
    server.use(handler('middleware/utm', () => HttpResponse.json({ advId: 'adv-2', promo: null })));
    await captureAttribution(new URLSearchParams('utm_source=a&utm_medium=b&utm_campaign=c'), deps());
    Cookies.set('advId', 'kept');
    await captureAttribution(new URLSearchParams(UTM), deps());
    expect(calls).toEqual([]);
    expect(Cookies.get('advId')).toBe('kept');
  });

  it("a failure is logged as 'middleware error' and stores nothing", async () => {
    server.use(http.post(`${API}/middleware/utm`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const run = deps();
    await captureAttribution(new URLSearchParams(UTM), run);
    expect(run.logError).toHaveBeenCalledWith('middleware error', expect.anything());
    expect(Cookies.get('advId')).toBeUndefined();
  });
});

describe('partner parameters', () => {
  it('pr is stored only when its cookie is empty', async () => {
    await captureAttribution(new URLSearchParams('pr=first'), deps());
    await captureAttribution(new URLSearchParams('pr=second'), deps());
    expect(Cookies.get('prHash')).toBe('first');
  });

  it('super_bonus is stored once: overwritten only when the same value or empty', async () => {
    await captureAttribution(new URLSearchParams('super_bonus=A'), deps());
    expect(Cookies.get('super_bonus')).toBe('A');
    await captureAttribution(new URLSearchParams('super_bonus=B'), deps());
    expect(Cookies.get('super_bonus')).toBe('A');
    await captureAttribution(new URLSearchParams('super_bonus=A'), deps());
    expect(Cookies.get('super_bonus')).toBe('A');
    Cookies.remove('super_bonus', { path: '/' });
    await captureAttribution(new URLSearchParams('super_bonus=B'), deps());
    expect(Cookies.get('super_bonus')).toBe('B');
  });

  it('stag and the other partner fields go to their cookies and the landing to middleware/affiliate', async () => {
    const { calls, handler } = recordCalls();
    server.use(handler('middleware/affiliate', () => HttpResponse.json({ success: true })));
    await captureAttribution(new URLSearchParams('stag=s_1&partner=acme&adplace=top&cpaOneUid=c1'), deps());
    expect([Cookies.get('stag'), Cookies.get('partner'), Cookies.get('adplace'), Cookies.get('cpaOneUid')]).toEqual([
      's_1',
      'acme',
      'top',
      'c1',
    ]);
    expect(calls).toEqual([
      { path: 'middleware/affiliate', body: { query: { stag: 's_1', partner: 'acme', adplace: 'top', cpaOneUid: 'c1' } } },
    ]);
  });
});

describe('the page-open event', () => {
  it('is sent only with subH, with the visitor id and the page address', async () => {
    localStorage.setItem('fingerprint', 'fp-1');
    const { calls, handler } = recordCalls();
    server.use(handler('middleware/registerPageOpenEvent', () => HttpResponse.json({ success: true })));
    await captureAttribution(new URLSearchParams('x=1'), deps());
    expect(calls).toEqual([]);
    await captureAttribution(new URLSearchParams('subH=sub-9'), deps());
    expect(calls).toEqual([
      { path: 'middleware/registerPageOpenEvent', body: { subH: 'sub-9', uuid: 'fp-1', click_url: 'https://casino.test/?x=1' } },
    ]);
  });

  it("a failure is logged as 'registerPageOpenEvent error'", async () => {
    server.use(http.post(`${API}/middleware/registerPageOpenEvent`, () => HttpResponse.json({}, { status: 500 })));
    const run = deps();
    await captureAttribution(new URLSearchParams('subH=sub-9'), run);
    expect(run.logError).toHaveBeenCalledWith('registerPageOpenEvent error', expect.anything());
  });
});

describe('guest timers', () => {
  it('a promo opens a 3-day window and the welcome pack a 7-day one; each restarts when it has ended', async () => {
    Cookies.set('promo', 'WELCOME');
    await captureAttribution(new URLSearchParams(), deps());
    expect(guestTimerEndsAt('promo', NOW)).toBe(NOW + 3 * DAY_MS);
    expect(guestTimerEndsAt('welcomePack', NOW)).toBe(NOW + 7 * DAY_MS);
    const later = { ...deps(), now: () => NOW + 4 * DAY_MS };
    await captureAttribution(new URLSearchParams(), later);
    expect(guestTimerEndsAt('promo', NOW + 4 * DAY_MS)).toBe(NOW + 7 * DAY_MS);
    expect(guestTimerEndsAt('welcomePack', NOW + 4 * DAY_MS)).toBe(NOW + 7 * DAY_MS);
  });

  it('none without a promo for the promo window, none at all for a signed-in user', async () => {
    await captureAttribution(new URLSearchParams(), deps());
    expect(guestTimerEndsAt('promo', NOW)).toBeNull();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    Cookies.set('token', 't'.repeat(20));
    Cookies.set('promo', 'P');
    await captureAttribution(new URLSearchParams(), deps());
    expect(guestTimerEndsAt('promo', NOW)).toBeNull();
    expect(guestTimerEndsAt('welcomePack', NOW)).toBeNull();
  });
});
