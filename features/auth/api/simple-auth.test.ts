// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { loginBySimpleToken } from './simple-auth';

const API = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  useSessionStore.setState({ status: 'unknown', user: null });
});

describe('simple auth (spec section 4)', () => {
  it('logs in by token, then records ip and user agent, attaches the source and loads the profile, ignoring middleware failures', async () => {
    Cookies.set('stag', 's-1');
    const calls: string[] = [];
    let attached: unknown = null;
    server.use(
      http.post(`${API}/api/v2/auth/login/simple`, async ({ request }) => {
        calls.push(`login ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: true, token: 'simple-token', sso: null });
      }),
      http.post(`${API}/middleware/ip`, ({ request }) => {
        calls.push(`ip ${request.headers.get('authorization')}`);
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
      http.post(`${API}/attachSource`, async ({ request }) => {
        attached = await request.json();
        calls.push('attachSource');
        return HttpResponse.json({ success: true });
      }),
      http.get(`${API}/profile/user`, () => {
        calls.push('profile');
        return HttpResponse.json({ data: { id: 3, currency: 'RUB', total_balance: 0 } });
      }),
    );
    await loginBySimpleToken('operator-token');
    expect(calls).toEqual(['login {"simpleAuthToken":"operator-token"}', 'ip Bearer simple-token', 'attachSource', 'profile']);
    expect(attached).toMatchObject({ stag: 's-1', promo: null, prHash: null });
    expect(Cookies.get('token')).toBe('simple-token');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('clears the stored token and rethrows when the token login fails', async () => {
    Cookies.set('token', 'previous');
    server.use(http.post(`${API}/api/v2/auth/login/simple`, () => HttpResponse.json({ message: 'invalid_token' }, { status: 422 })));
    await expect(loginBySimpleToken('spent')).rejects.toThrow();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('clears the token when the profile refresh fails', async () => {
    server.use(
      http.post(`${API}/api/v2/auth/login/simple`, () => HttpResponse.json({ success: true, token: 'simple-token', sso: null })),
      http.post(`${API}/middleware/ip`, () => HttpResponse.json({ success: true })),
      http.post(`${API}/attachSource`, () => HttpResponse.json({ success: true })),
      http.get(`${API}/profile/user`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await loginBySimpleToken('operator-token');
    expect(Cookies.get('token')).toBeUndefined();
    expect(useSessionStore.getState().status).toBe('guest');
  });
});
