// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
// The home page's slots and live rows come from the api's catalogue; here it has none.
vi.mock('@/features/casino/server-catalog', () => ({ loadCatalog: async () => [] }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));
// The welcome pack's terms come from the api; here it does not answer.
vi.mock('@/features/bonuses/api/fetch-welcome-pack', () => ({
  fetchWelcomePack: async () => null,
  fetchActivationsWithToken: async () => null,
}));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getLocale: async () => 'en-US',
  getTranslations: async (namespace: string | { namespace: string }) => {
    const name = typeof namespace === 'string' ? namespace : namespace.namespace;
    const raw = (key: string) => `${name}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    const t = (key: string, values?: Record<string, string | number>) =>
      String(raw(key)).replace(/\{(\w+)\}/g, (_, value: string) => String(values?.[value] ?? ''));
    return Object.assign(t, { raw });
  },
  getFormatter: async () => ({
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(value),
  }),
}));

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

type Page = (props: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;

async function renderPage(load: () => Promise<{ default: unknown }>) {
  const Page = (await load()).default as Page;
  render(await Page({ params: Promise.resolve({ locale: 'en-US' }), searchParams: Promise.resolve({}) }));
}

const signIn = () => act(() => useSessionStore.getState().setUser({ id: 1, currency: 'RUB', total_balance: 0 }));

describe('calls to action follow the session', () => {
  it('the home hero asks a guest to sign up and a signed-in player to deposit', async () => {
    act(() => useSessionStore.getState().setGuest());
    await renderPage(() => import('@/app/[locale]/(default)/page'));
    expect(screen.getByRole('link', { name: en.home.cta }).getAttribute('href')).toBe('?signup');
    cleanup();
    signIn();
    await renderPage(() => import('@/app/[locale]/(default)/page'));
    expect(screen.queryByRole('link', { name: en.home.cta })).toBeNull();
    expect(screen.getByRole('link', { name: en.home.memberCta }).getAttribute('href')).toBe('?deposit');
  });

  it('the welcome pack and bonuses pages do not ask a signed-in player to sign up', async () => {
    signIn();
    await renderPage(() => import('@/app/[locale]/(default)/welcome-pack/page'));
    expect(screen.queryByRole('link', { name: en.welcomePack.cta })).toBeNull();
    expect(screen.getByRole('link', { name: en.welcomePack.memberCta }).getAttribute('href')).toBe('?deposit');
    cleanup();
    await renderPage(() => import('@/app/[locale]/(default)/bonuses/page'));
    expect(screen.queryByRole('link', { name: en.bonuses.signup })).toBeNull();
    expect(screen.getByRole('link', { name: en.bonuses.memberCta }).getAttribute('href')).toBe('/profile/bonuses');
  });
});
