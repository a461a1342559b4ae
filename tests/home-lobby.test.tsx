// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import type { CatalogGame } from '@/lib/casino/contract';

const game = (code: string, name: string, provider: string, category: CatalogGame['category']): CatalogGame => ({
  code,
  name,
  provider,
  category,
  thumbnail: null,
  rtp: 96.1,
  demo: true,
});
const SLOTS = [game('sbx_fruit_classic', 'Fruit Classic', 'Sandbox', 'slots'), game('sbx_star_lines', 'Star Lines', 'Sandbox', 'slots')];
const LIVE = [game('sbx_speed_baccarat', 'Speed Baccarat', 'Evolution', 'live')];
const catalogue = vi.hoisted(() => ({ available: true }));

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
// The strip's feed is tested against a served api in features/lobby; here the lobby has had no big win yet.
vi.mock('@/features/lobby/big-wins', () => ({ listRecentBigWins: async () => [] }));
// The catalogue comes from the api (features/casino/server-catalog.ts, tested against a served api elsewhere).
vi.mock('@/features/casino/server-catalog', () => ({
  loadCatalog: async (category: string) => (catalogue.available ? (category === 'slots' ? SLOTS : LIVE) : null),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getLocale: async () => 'en-US',
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

beforeEach(() => {
  catalogue.available = true;
  act(() => useSessionStore.getState().setGuest());
});
afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

describe('home lobby', () => {
  it('links every in-house game with artwork, and every slot and live table of the catalogue to play and demo', async () => {
    await renderHome();
    const withArt = [...document.querySelectorAll('a[href*="/games/"]')].filter((link) => link.querySelector('svg, img'));
    expect(withArt.length).toBe(9);
    for (const title of [...SLOTS, ...LIVE]) {
      const kind = title.category === 'slots' ? 'slots' : 'live-casino';
      expect(screen.getByRole('link', { name: `${title.name}: play for real money` }).getAttribute('href')).toBe(
        `/games/${kind}/${title.code}/play`,
      );
      expect(screen.getByRole('link', { name: `${title.name}: demo` }).getAttribute('href')).toBe(`/games/${kind}/${title.code}/demo`);
    }
    expect(screen.getByRole('link', { name: 'See all 2: Slots' }).getAttribute('href')).toBe('/games/slots');
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

  it('promises no number of games, and leaves out the rows of a catalogue the api did not give', async () => {
    catalogue.available = false;
    await renderHome();
    const lead = screen.getByText(/in nine currencies/);
    expect(lead.textContent).not.toMatch(/\d/);
    expect(document.body.textContent).not.toMatch(/thousands/i);
    expect(screen.queryByRole('heading', { name: 'Slots' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Crash/ })).toBeTruthy();
  });

  it('has a promo carousel and no big-wins strip while there are none', async () => {
    await renderHome();
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('link', { name: en.lobby.promo.welcome.cta }).getAttribute('href')).toBe('/welcome-pack');
    expect(screen.queryByText(en.lobby.bigWins.title)).toBeNull();
  });

  it('filters by the ?q= a browser without JavaScript sends', async () => {
    await renderHome({ q: 'evolution' });
    expect(screen.getByRole('heading', { name: 'Speed Baccarat' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fruit Classic' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Crash/ })).toBeNull();
    cleanup();
    await renderHome({ q: 'no such game' });
    expect(screen.getByRole('status').textContent).toContain('No games match “no such game”');
  });
});
