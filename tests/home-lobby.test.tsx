// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import { LIVE_TABLES, SLOTS } from '@/lib/slots-catalog';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
// The strip's feed is tested against a served api in features/lobby; here the lobby has had no big win yet.
vi.mock('@/features/lobby/big-wins', () => ({ listRecentBigWins: async () => [] }));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string | { namespace: string }) => {
    const name = typeof namespace === 'string' ? namespace : namespace.namespace;
    const raw = (key: string) => `${name}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    // Enough ICU for these pages: {arg} and the plural's "other" branch with #.
    const t = (key: string, values: Record<string, string | number> = {}) =>
      String(raw(key))
        .replace(/\{(\w+), plural, one \{[^}]*\} other \{([^}]*)\}\}/g, (_, arg: string, other: string) =>
          other.replace('#', String(values[arg])),
        )
        .replace(/\{(\w+)\}/g, (_, arg: string) => String(values[arg] ?? ''));
    return Object.assign(t, { raw });
  },
  getFormatter: async () => ({
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(value),
  }),
}));

type Page = (props: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;

async function renderHome(searchParams: Record<string, string> = {}) {
  const Page = (await import('@/app/[locale]/(default)/page')).default as unknown as Page;
  render(await Page({ params: Promise.resolve({ locale: 'en-US' }), searchParams: Promise.resolve(searchParams) }));
}

beforeEach(() => act(() => useSessionStore.getState().setGuest()));
afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

describe('home lobby', () => {
  it('links every in-house game, slot and live table with artwork', async () => {
    await renderHome();
    const withArt = [...document.querySelectorAll('a[href*="/games/"]')].filter((link) => link.querySelector('svg, img'));
    expect(withArt.length).toBe(9 + SLOTS.length + LIVE_TABLES.length);
    const crash = screen.getByRole('link', { name: /^Crash/ });
    expect(crash.getAttribute('href')).toBe('/games/crash');
    expect(within(crash).getByText('Provably fair')).toBeTruthy();
    expect(within(crash).getByText('RTP 99%')).toBeTruthy();
  });

  it('links the miner to its page since issue 10, no longer coming soon', async () => {
    await renderHome();
    const miner = screen.getByRole('heading', { name: 'Miner' });
    expect(miner.closest('a')?.getAttribute('href')).toBe('/games/miner');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('counts the real catalogue instead of promising thousands', async () => {
    await renderHome();
    const lead = screen.getByText(/in nine currencies/);
    expect(lead.textContent).toContain(`${SLOTS.length} slots`);
    expect(lead.textContent).toContain(`${LIVE_TABLES.length} live tables`);
    expect(document.body.textContent).not.toMatch(/thousands/i);
  });

  it('has a promo carousel and no big-wins strip while there are none', async () => {
    await renderHome();
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('link', { name: en.lobby.promo.welcome.cta }).getAttribute('href')).toBe('/welcome-pack');
    expect(screen.queryByText(en.lobby.bigWins.title)).toBeNull();
  });

  it('filters by the ?q= a browser without JavaScript sends', async () => {
    await renderHome({ q: 'evolution' });
    expect(screen.getAllByRole('link', { name: /Evolution/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Crash/ })).toBeNull();
    cleanup();
    await renderHome({ q: 'no such game' });
    expect(screen.getByRole('status').textContent).toContain('No games match “no such game”');
  });
});
