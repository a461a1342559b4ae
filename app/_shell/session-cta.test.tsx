// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { SessionCta } from './session-cta';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

const renderHeroCta = () =>
  render(<SessionCta guest={{ flag: 'signup', label: 'Create an account' }} member={{ flag: 'deposit', label: 'Make a deposit' }} />);

describe('a call to action that follows the session', () => {
  it('offers a guest the sign-up modal', () => {
    act(() => useSessionStore.getState().setGuest());
    renderHeroCta();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('?signup');
    expect(screen.queryByRole('link', { name: 'Make a deposit' })).toBeNull();
  });

  it('offers a signed-in player the deposit modal instead of signing up again', () => {
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'KZT' }));
    renderHeroCta();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('?deposit');
    expect(screen.queryByText('Create an account')).toBeNull();
  });

  it('links a signed-in player to a page when the action is one', () => {
    act(() => useSessionStore.getState().setUser({ id: 1 }));
    render(<SessionCta guest={{ flag: 'signup', label: 'Sign up' }} member={{ href: '/profile/bonuses', label: 'My bonuses' }} />);
    expect(screen.getByRole('link', { name: 'My bonuses' }).getAttribute('href')).toBe('/profile/bonuses');
  });

  it('reads out neither action while the session is not known yet, then the right one', () => {
    act(() => useSessionStore.getState().setLoading());
    renderHeroCta();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('session-cta-placeholder').getAttribute('aria-hidden')).toBe('true');
    act(() => useSessionStore.getState().setUser({ id: 1 }));
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toBeTruthy();
  });
});
