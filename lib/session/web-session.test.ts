// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAnalyticsIdentity } from '@/lib/analytics/track-event';
import { loadProfile } from './get-profile';
import { useSessionStore } from './session-store';
import { createWebSession } from './web-session';

const API = 'http://localhost:4000';
const user = { id: 7, name: 'Ann', email: 'ann@example.com', currency: 'RUB', balance: 0, bonus_balance: 0, total_balance: 0 };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  useSessionStore.setState({ status: 'unknown', user: null });
});

describe('the web session', () => {
  it('reads and writes the token cookie', () => {
    const session = createWebSession();
    expect(session.getToken()).toBeNull();
    session.setToken('abc');
    expect(Cookies.get('token')).toBe('abc');
    expect(session.getToken()).toBe('abc');
  });

  it('logs out: clears the token cookie, the analytics identity and the stored user', () => {
    const session = createWebSession();
    session.setToken('abc');
    useSessionStore.getState().setUser(user);
    expect(getAnalyticsIdentity()).toBe('7');
    session.logout();
    expect(Cookies.get('token')).toBeUndefined();
    expect(getAnalyticsIdentity()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it('gives the locale as ru/en/kz and the region from a valid region_override cookie', () => {
    expect(createWebSession({ getLocaleTag: () => 'kk-KZ' }).getLocale()).toBe('kz');
    expect(createWebSession({ getLocaleTag: () => 'xx' }).getLocale()).toBe('en');
    const session = createWebSession();
    expect(session.getRegion()).toBeNull();
    Cookies.set('region_override', 'kz');
    expect(session.getRegion()).toBe('KZ');
    Cookies.set('region_override', 'region_restricted');
    expect(session.getRegion()).toBeNull();
  });
});

describe('loadProfile', () => {
  it('stores the user and replaces the token with fresh_token', async () => {
    Cookies.set('token', 'old-token');
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/profile/user`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { ...user, fresh_token: 'new-token' } });
      }),
    );
    const loaded = await loadProfile();
    expect(authorization).toBe('Bearer old-token');
    expect(loaded?.id).toBe(7);
    expect(Cookies.get('token')).toBe('new-token');
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(getAnalyticsIdentity()).toBe('7');
  });

  it('logs out when the profile fails to load', async () => {
    Cookies.set('token', 'bad-token');
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    expect(await loadProfile()).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(useSessionStore.getState().status).toBe('guest');
  });

  it('is a guest without a token, with no call', async () => {
    expect(await loadProfile()).toBeNull();
    expect(useSessionStore.getState().status).toBe('guest');
  });
});
