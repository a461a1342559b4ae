// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { AuthButtons } from './auth-buttons';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
vi.mock('@/i18n/navigation', async () => ({
  ...(await import('@/tests/support/navigation-mock')),
  usePathname: () => '/',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const labels = {
  loadingSession: 'Loading your account…',
  balance: 'Balance',
  deposit: 'Deposit',
  profile: 'Profile',
  logout: 'Log out',
  login: 'Log in',
  signup: 'Sign up',
  bonus: { bonus: 'Bonus balance {amount}, my bonuses', wagering: 'Wagering {percent}' },
};

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

describe('the header account slot', () => {
  it('offers no Log in / Sign up link in the server render, where the session is not known', () => {
    const html = renderToString(<AuthButtons labels={labels} />);
    expect(html).not.toContain('href="/?login"');
    expect(html).not.toMatch(/<a [^>]*>Log in<\/a>/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('offers a guest Log in and Sign up once the browser knows there is no session', () => {
    render(<AuthButtons labels={labels} />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/?login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });
});
