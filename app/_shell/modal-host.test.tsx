// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import { ClientIntlConfigProvider } from '@/i18n/client-intl';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import { ModalHost } from './modal-host';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/games/dice',
  useRouter: () => ({ replace }),
  Link: ({
    href,
    children,
    prefetch: _prefetch,
    scroll: _scroll,
    ...rest
  }: {
    href: string;
    children: React.ReactNode;
    prefetch?: boolean;
    scroll?: boolean;
  }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/i18n/intl-boundary', () => ({ IntlBoundary: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('@/features/auth/components/login-modal', () => ({ default: () => <div role="dialog" aria-label="Log in" /> }));
vi.mock('@/features/auth/components/signup-modal', () => ({ default: () => <div role="dialog" aria-label="Create an account" /> }));

const labels = { title: 'Loading', loading: 'Loading…', close: 'Close' };
const renderHost = (query: string) => {
  search = new URLSearchParams(query);
  return render(
    <ClientIntlConfigProvider config={{ locale: 'en-US', timeZone: 'UTC', messages: {} }}>
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
        <ModalHost loadingLabels={{ login: labels, signup: labels, deposit: labels }} />
      </NextIntlClientProvider>
    </ClientIntlConfigProvider>,
  );
};

beforeEach(() => replace.mockClear());
afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null, ended: null }));
});

describe('the login and sign-up modals and the session', () => {
  it('opens the login modal for a guest', async () => {
    act(() => useSessionStore.getState().setGuest());
    renderHost('login');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a signed-in player no login modal and takes the flag out of the URL, keeping the other parameters', async () => {
    act(() => useSessionStore.getState().setUser({ id: 1 }));
    renderHost('login&vip&utm_source=x');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/games/dice?utm_source=x', { scroll: false }));
  });

  it('takes ?signup out of the URL once the player has signed up through it, so a reload does not reopen it', async () => {
    act(() => useSessionStore.getState().setGuest());
    renderHost('signup');
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    act(() => useSessionStore.getState().setUser({ id: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/games/dice', { scroll: false }));
  });
});

describe('a session that ends on its own', () => {
  it('tells a signed-in player their session ended, with the way to log in again, once', async () => {
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'RUB' }));
    renderHost('');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useSessionStore.getState().endSession());
    const notice = await screen.findByRole('dialog', { name: en.auth.sessionEnded.title });
    expect(notice.textContent).toContain(en.auth.sessionEnded.body);
    const login = screen.getByRole('link', { name: en.auth.sessionEnded.login });
    expect(login.getAttribute('href')).toBe('?login');
    act(() => login.click());
    expect(screen.queryByRole('dialog', { name: en.auth.sessionEnded.title })).toBeNull();
    // The game keeps knowing the session ended (and in what currency) until the player logs in or picks demo.
    expect(useSessionStore.getState().ended).toEqual({ currency: 'RUB', noticeOpen: false });
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'RUB' }));
    expect(useSessionStore.getState().ended).toBeNull();
  });

  it('says nothing to a visitor whose stored token had already expired, nor after a logout the player asked for', async () => {
    act(() => useSessionStore.getState().setLoading());
    renderHost('');
    act(() => useSessionStore.getState().endSession());
    act(() => useSessionStore.getState().setUser({ id: 1 }));
    act(() => useSessionStore.getState().setGuest());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSessionStore.getState().ended).toBeNull();
  });
});
