// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { TabBar } from './tab-bar';

let pathname = '/';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
vi.mock('@/i18n/hooks', () => ({ usePathname: () => pathname }));
vi.mock('@/i18n/navigation', async () => ({
  ...(await import('@/tests/support/navigation-mock')),
  usePathname: () => pathname,
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const labels = {
  label: 'Quick navigation',
  casino: 'Casino',
  slots: 'Slots',
  live: 'Live',
  profile: 'Profile',
  login: 'Log in',
  menu: 'Menu',
};
const drawerLabels = {
  title: 'Menu',
  close: 'Close menu',
  navLabel: 'All sections',
  language: 'Choose language',
  balance: 'Balance',
  deposit: 'Deposit',
  profile: 'Profile',
  logout: 'Log out',
  login: 'Log in',
  signup: 'Sign up',
};
const sections = (
  <ul>
    <li>
      <a href="/bonuses">Bonuses</a>
    </li>
    <li>
      <a href="/faq">FAQ</a>
    </li>
  </ul>
);

const renderBar = (path = '/') => {
  pathname = path;
  return render(<TabBar labels={labels} drawerLabels={drawerLabels} sections={sections} />);
};
const openMenu = () => {
  const opener = screen.getByRole('button', { name: 'Menu' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
};

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

describe('the tab bar', () => {
  it('marks the destination of the page shown with aria-current, and only that one', () => {
    act(() => useSessionStore.getState().setGuest());
    renderBar('/games/slots/book-of-ra/demo');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Casino' }).getAttribute('aria-current')).toBeNull();
    expect(bar.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('offers a guest Log in through the query flag and a player their profile', () => {
    act(() => useSessionStore.getState().setGuest());
    const { unmount } = renderBar('/faq');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/faq?login');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    unmount();
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'RUB', total_balance: 10 }));
    renderBar('/profile/history');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('offers neither Log in nor Profile while the session is not known', () => {
    renderBar();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});

describe('the menu drawer', () => {
  it('opens as a modal dialog with focus inside, reaching every section and the language', () => {
    act(() => useSessionStore.getState().setGuest());
    renderBar();
    const { opener, dialog } = openMenu();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const nav = within(dialog).getByRole('navigation', { name: 'All sections' });
    expect(within(nav).getByRole('link', { name: 'Bonuses' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Choose language')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/?signup');
  });

  it('keeps Tab and Shift+Tab inside the drawer', () => {
    act(() => useSessionStore.getState().setGuest());
    renderBar();
    const { dialog } = openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const language = within(dialog).getByLabelText('Choose language');
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(language);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the Menu button', () => {
    act(() => useSessionStore.getState().setGuest());
    renderBar();
    const { opener } = openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('closes when a link in it is followed, and from its close button', () => {
    act(() => useSessionStore.getState().setGuest());
    renderBar();
    fireEvent.click(within(openMenu().dialog).getByRole('link', { name: 'FAQ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(openMenu().dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the page changes under it (Back)', () => {
    act(() => useSessionStore.getState().setGuest());
    const { rerender } = renderBar('/faq');
    openMenu();
    pathname = '/bonuses';
    rerender(<TabBar labels={labels} drawerLabels={drawerLabels} sections={sections} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a player the balance, Deposit, Profile and Log out', () => {
    act(() => useSessionStore.getState().setUser({ id: 1, currency: 'KZT', total_balance: 1500 }));
    renderBar('/profile');
    const { dialog } = openMenu();
    expect(dialog.textContent).toContain('₸');
    expect(within(dialog).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/profile?deposit');
    expect(within(dialog).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
