// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientIntlConfigProvider } from '@/i18n/client-intl';
import { useSessionStore } from '@/lib/session/session-store';
import { ModalHost } from './modal-host';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', () => ({ usePathname: () => '/games/dice', useRouter: () => ({ replace }) }));
vi.mock('@/i18n/intl-boundary', () => ({ IntlBoundary: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('@/features/auth/components/login-modal', () => ({ default: () => <div role="dialog" aria-label="Log in" /> }));
vi.mock('@/features/auth/components/signup-modal', () => ({ default: () => <div role="dialog" aria-label="Create an account" /> }));

const labels = { title: 'Loading', loading: 'Loading…', close: 'Close' };
const renderHost = (query: string) => {
  search = new URLSearchParams(query);
  return render(
    <ClientIntlConfigProvider config={{ locale: 'en-US', timeZone: 'UTC', messages: {} }}>
      <ModalHost loadingLabels={{ login: labels, signup: labels, deposit: labels }} />
    </ClientIntlConfigProvider>,
  );
};

beforeEach(() => replace.mockClear());
afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
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
