// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUserWithToken } from '@/lib/session/fetch-user';
import { SessionSeedProvider } from '@/lib/session/session-seed';
import { useSessionStore, withSeed } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
vi.mock('@/i18n/navigation', () => ({
  useLocale: () => 'en-US',
  usePathname: () => '/',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const { SessionBootstrap } = await import('@/features/auth/components/session-bootstrap');

const user: User = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  currency: 'RUB',
  balance: 1,
  bonus_balance: 0,
  total_balance: 1,
  fresh_token: null,
};

function Who() {
  const status = useSessionStore((state) => state.status);
  const name = useSessionStore((state) => state.user?.name ?? '-');
  return <p data-testid="who">{`${status}:${name}`}</p>;
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  useSessionStore.setState({ status: 'unknown', user: null });
});
afterEach(cleanup);

describe('the session seed (the user the server loaded)', () => {
  it('is what the store reads as while the session is unknown, in the server render too, and never after', () => {
    const state = useSessionStore.getState();
    expect(withSeed(state, null)).toBe(state);
    const view = withSeed(state, user);
    expect(view).toMatchObject({ status: 'authenticated', user });
    expect(withSeed(state, user)).toBe(view); // stable, so a selector of the whole state does not loop
    expect(
      renderToString(
        <SessionSeedProvider user={user}>
          <Who />
        </SessionSeedProvider>,
      ),
    ).toContain('authenticated:Ann');
    expect(renderToString(<Who />)).toContain('unknown:-');
    useSessionStore.getState().setGuest();
    expect(withSeed(useSessionStore.getState(), user).status).toBe('guest');
  });

  it('becomes the store user without asking the api, and its fresh_token the stored token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    Cookies.set('token', 'old');
    render(
      <SessionSeedProvider user={{ ...user, fresh_token: 'new' }}>
        <SessionBootstrap />
        <Who />
      </SessionSeedProvider>,
    );
    await act(async () => {});
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { id: 7 } });
    expect(Cookies.get('token')).toBe('new');
    expect(screen.getByTestId('who').textContent).toBe('authenticated:Ann');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('is ignored when the token cookie is gone by the time the browser looks (a guest)', async () => {
    render(
      <SessionSeedProvider user={user}>
        <SessionBootstrap />
        <Who />
      </SessionSeedProvider>,
    );
    await act(async () => {});
    expect(useSessionStore.getState().status).toBe('guest');
    expect(screen.getByTestId('who').textContent).toBe('guest:-');
  });
});

describe('fetchUserWithToken (the web server asking the api)', () => {
  const input = { apiBaseUrl: 'http://api.test', token: 'tok', region: 'KZ', localeCode: 'ru' as const, timeoutMs: 1000 };

  it('sends the bearer, the region and the language, uncached, and returns the parsed user', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: { ...user, extra: 1 } }));
    await expect(fetchUserWithToken({ ...input, fetchImpl })).resolves.toMatchObject({ id: 7, extra: 1 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://api.test/profile/user');
    expect(init.cache).toBe('no-store');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', Region: 'KZ', 'Accept-Language': 'ru' });
  });

  it('is null on a 401, an error, a timeout or a reply that does not parse (the browser then loads the user itself)', async () => {
    await expect(fetchUserWithToken({ ...input, fetchImpl: async () => new Response('{}', { status: 401 }) })).resolves.toBeNull();
    await expect(fetchUserWithToken({ ...input, fetchImpl: async () => Response.json({ data: { id: 'x' } }) })).resolves.toBeNull();
    await expect(fetchUserWithToken({ ...input, fetchImpl: async () => Promise.reject(new Error('down')) })).resolves.toBeNull();
  });
});
