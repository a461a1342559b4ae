// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { CatalogGame } from '@/lib/casino/contract';
import { useSessionStore } from '@/lib/session/session-store';

const game = (code: string, name: string, category: CatalogGame['category'], demo = true): CatalogGame => ({
  code,
  name,
  provider: 'Sandbox',
  category,
  thumbnail: null,
  rtp: 96.5,
  demo,
});
const CATALOGUE: Record<string, CatalogGame[] | null> = {
  slots: [game('sbx_fruit_classic', 'Fruit Classic', 'slots'), game('sbx_no_demo', 'No Demo', 'slots', false)],
  live: [game('sbx_speed_baccarat', 'Speed Baccarat', 'live')],
};
const catalogue = vi.hoisted(() => ({ down: false }));

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: () => undefined }),
}));
vi.mock('./catalog', () => ({ requestCatalog: async (category: string) => (catalogue.down ? null : CATALOGUE[category]) }));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getLocale: async () => 'en-US',
  getTranslations: async (namespace: string | { namespace: string }) => {
    const name = typeof namespace === 'string' ? namespace : namespace.namespace;
    const raw = (key: string) => `${name}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    const t = (key: string, values: Record<string, string | number> = {}) =>
      String(raw(key)).replace(/\{(\w+)\}/g, (_, arg: string) => String(values[arg] ?? ''));
    return Object.assign(t, { raw });
  },
}));

type Page = (props: { params: Promise<{ locale: string; slots: string }> }) => Promise<ReactElement>;

async function page(kind: 'slots' | 'live-casino', mode: 'demo' | 'play', code: string) {
  const { createCasinoTitlePage } = await import('./casino-title-page');
  const Page = createCasinoTitlePage(kind, mode).CasinoTitlePage as unknown as Page;
  return Page({ params: Promise.resolve({ locale: 'en-US', slots: code }) });
}

beforeEach(() => {
  catalogue.down = false;
  act(() => useSessionStore.getState().setGuest());
});
afterEach(cleanup);

describe('a casino title page', () => {
  it("shows the catalogue's game with its provider, RTP, the mode and the switch to the other mode", async () => {
    render(await page('slots', 'play', 'sbx_fruit_classic'));
    expect(screen.getByRole('heading', { level: 1, name: 'Fruit Classic' })).toBeTruthy();
    expect(screen.getByText('Provider: Sandbox')).toBeTruthy();
    expect(screen.getByText('RTP 96.5%')).toBeTruthy();
    expect(screen.getByText(en.casinoGame.playBadge)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.casinoGame.switchToDemo }).getAttribute('href')).toBe('/games/slots/sbx_fruit_classic/demo');
    // A guest on the real-money page is asked to log in; nothing is launched.
    expect(screen.getByRole('link', { name: en.casinoGame.loginToPlay }).getAttribute('href')).toBe('?login');
    expect(document.body.textContent).not.toContain('provider is connected');
  });

  it.each([
    ['slots', 'demo', 'sbx_no_such_game'],
    ['live-casino', 'demo', 'sbx_fruit_classic'],
    ['slots', 'play', 'sbx_speed_baccarat'],
    ['slots', 'demo', 'sbx_no_demo'],
    ['slots', 'demo', 'bad code!'],
  ] as const)('answers 404 for /games/%s/{code}/%s with %s', async (kind, mode, code) => {
    await expect(page(kind, mode, code)).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('is an error, not a 404, while the catalogue is unavailable', async () => {
    catalogue.down = true;
    await expect(page('slots', 'demo', 'sbx_fruit_classic')).rejects.toThrow('catalogue is unavailable');
  });
});
