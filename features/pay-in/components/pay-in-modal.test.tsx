// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { PayInModal } from './pay-in-modal';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

const renderModal = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <PayInModal onClose={vi.fn()} />
    </NextIntlClientProvider>,
  );

describe('the PayIn modal', () => {
  it('does not ask a signed-in player to log in: it shows the balance, the limits in their currency and that deposits open soon', () => {
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'KZT', total_balance: 1500 } as User));
    renderModal();
    const dialog = screen.getByRole('dialog', { name: en.modals.deposit.title });
    expect(dialog.textContent).not.toContain(en.modals.deposit.loginFirst);
    expect(screen.queryByRole('link', { name: en.modals.deposit.toLogin })).toBeNull();
    expect(screen.getByTestId('pay-in-balance').textContent).toBe('Your balance: ₸1,500.00');
    const amount = screen.getByLabelText('Amount, KZT');
    expect(amount.getAttribute('min')).toBe('100');
    expect(screen.getByText('From ₸100 to ₸300,000')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(en.modals.deposit.soon);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: en.modals.deposit.submit }).disabled).toBe(true);
  });

  it('sends a guest to log in first', () => {
    act(() => useSessionStore.getState().setGuest());
    renderModal();
    expect(screen.getByRole('note').textContent).toBe(en.modals.deposit.loginFirst);
    expect(screen.getByRole('link', { name: en.modals.deposit.toLogin }).getAttribute('href')).toBe('?login');
  });

  it('says it is loading while the session is not known, without a login prompt', () => {
    act(() => useSessionStore.getState().setLoading());
    renderModal();
    expect(screen.getByRole('status').textContent).toBe(en.modals.deposit.loading);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
