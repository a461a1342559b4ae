// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { Currency } from '@/lib/currencies';
import { getQueuedEvents } from '@/lib/analytics/track-event';
import { useSessionStore } from '@/lib/session/session-store';
import { SignupSocialLoginButtons, SocialLoginButtons } from './social-login-buttons';

vi.mock('@/i18n/navigation', () => ({ Link: () => null, useLocale: () => 'en-US' }));

const API = 'http://localhost:4000';
const AUTHORIZE_URL = 'http://127.0.0.1:4700/auth?client_id=casino';
const server = setupServer();
let popup: { closed: boolean; location: { href: string }; close(): void; focus(): void };
let loginBodies: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  popup = {
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true;
    },
    focus: vi.fn(),
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  loginBodies = [];
  server.use(
    http.post(`${API}/attachSource`, () => HttpResponse.json({ success: true })),
    http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: [{ name: 'google' }, { name: 'testid' }] })),
    http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
    http.put(`${API}/auth/login`, async ({ request }) => {
      loginBodies.push(await request.json());
      return HttpResponse.json({ url: AUTHORIZE_URL });
    }),
    http.get(`${API}/profile/user`, () =>
      HttpResponse.json({ data: { id: 7, name: 'Ann', email: null, currency: 'RUB', total_balance: 0, locale: null } }),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  Cookies.remove('token', { path: '/' });
  Cookies.remove('promo', { path: '/' });
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const post = (origin: string, data: unknown, source: unknown = popup) =>
  window.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data }));

async function clickTestid(onDone = vi.fn()) {
  wrap(<SocialLoginButtons onDone={onDone} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with Testid' }));
  return onDone;
}

describe('the social sign-in buttons', () => {
  it('show nothing when no provider is configured', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/auth/providers`, () => {
        asked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    const { container } = wrap(<SocialLoginButtons onDone={vi.fn()} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(container.innerHTML).toBe('');
  });

  it('label known providers by brand and others by name, in a labelled group', async () => {
    wrap(<SocialLoginButtons onDone={vi.fn()} />);
    const group = await screen.findByRole('group', { name: en.auth.social.groupLabel });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'GContinue with Google',
      'TContinue with Testid',
    ]);
  });

  it("open the pop-up on the click, send it to the provider and log in with the api's answer", async () => {
    Cookies.set('promo', 'WELCOME', { path: '/' });
    const onDone = await clickTestid();
    expect(window.open).toHaveBeenCalledWith('', 'social-login', expect.any(String));
    await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
    expect(loginBodies).toEqual([{ provider: 'testid', origin: 'http://localhost:3000', currency: 'RUB', promo: 'WELCOME' }]);
    expect(screen.getByRole('status').textContent).toBe('Finish signing in with Testid in the window that opened.');

    post('https://evil.example', { token: 'forged', is_register: false });
    post(API, { token: 'other-window', is_register: false }, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Cookies.get('token')).toBeUndefined();

    post(API, { token: 'social-token', is_register: true });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(Cookies.get('token')).toBe('social-token');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: 7 },
      lastAuthEvent: { kind: 'register', social: true },
    });
  });

  it('complete an existing account as a social login, announced while the modal flags are still in the URL', async () => {
    window.history.replaceState(null, '', '/vip-club?signup&vip');
    let searchAtAnnouncement: string | null = null;
    const stop = useSessionStore.subscribe((state, previous) => {
      if (state.lastAuthEvent !== previous.lastAuthEvent) searchAtAnnouncement = window.location.search;
    });
    const onDone = await clickTestid();
    await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
    post(API, { token: 'social-token', is_register: false });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    stop();
    expect(useSessionStore.getState().lastAuthEvent).toMatchObject({ kind: 'login', social: true });
    expect(searchAtAnnouncement).toBe('?signup&vip');
  });

  it("show the api's error as a translated alert and report it", async () => {
    const onDone = await clickTestid();
    await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
    post(API, { error: 'social_failed: The provider did not confirm the sign-in.' });
    expect((await screen.findByRole('alert')).textContent).toBe('Testid did not confirm the sign-in. Try again.');
    expect(screen.getByRole('button', { name: 'Continue with Testid' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    expect(getQueuedEvents().at(-1)).toMatchObject({
      name: 'social_error',
      data: { error: 'social_failed: The provider did not confirm the sign-in.' },
    });
    expect(onDone).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('tell the user when they closed the pop-up before it answered', async () => {
    const events = getQueuedEvents().length;
    const onDone = await clickTestid();
    await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(en.auth.social.closed), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getQueuedEvents().length).toBe(events);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('say so when the browser blocks the pop-up, and when the api refuses the provider', async () => {
    vi.mocked(window.open).mockReturnValueOnce(null);
    await clickTestid();
    expect((await screen.findByRole('alert')).textContent).toBe(en.auth.social.blocked);
    expect(loginBodies).toEqual([]);

    server.use(
      http.put(`${API}/auth/login`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { provider: ['unknown_provider: Not available.'] } },
          { status: 422 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Testid' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Signing in with Testid is not available right now. Use another way to sign in.'),
    );
    expect(popup.closed).toBe(true);
    expect(getQueuedEvents().at(-1)).toMatchObject({
      name: 'social_error',
      data: { error: 'Signing in with Testid is not available right now. Use another way to sign in.' },
    });
  });

  it("in the sign-up form, register in the form's currency", async () => {
    function SignupHarness() {
      const { control } = useForm<{ currency: Currency }>({ defaultValues: { currency: 'KZT' } });
      return <SignupSocialLoginButtons control={control} onDone={vi.fn()} />;
    }
    wrap(<SignupHarness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Testid' }));
    await waitFor(() => expect(loginBodies).toEqual([expect.objectContaining({ currency: 'KZT', promo: null })]));
  });
});
