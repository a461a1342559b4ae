// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { QueryProvider } from '@/components/query-provider';
import { queryClient } from '@/lib/api/query-client';
import type { CatalogGame } from '@/lib/casino/contract';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { CasinoLobbyView, type CasinoLobbyText } from './casino-lobby-view';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const game = (code: string, name: string, provider: string, extra: Partial<CatalogGame> = {}): CatalogGame => ({
  code,
  name,
  provider,
  category: 'slots',
  thumbnail: null,
  rtp: 96.5,
  demo: true,
  ...extra,
});
const GAMES = [
  game('sbx_fruit_classic', 'Fruit Classic', 'Sandbox'),
  game('sbx_star_lines', 'Star Lines', 'Sandbox', { rtp: null }),
  game('nova_gem_rush', 'Gem Rush', 'Nova Games', { demo: false }),
];

const c = en.casinoLobby;
const TEXT: CasinoLobbyText = {
  tile: {
    rtp: en.lobby.rtp,
    demo: en.casinoGame.demo,
    demoOf: en.casinoGame.demoOf,
    play: en.casinoGame.play,
    playOf: en.casinoGame.playOf,
    favouriteOf: en.casinoGame.favouriteOf,
  },
  listTitle: en.slots.listTitle,
  empty: en.slots.empty,
  providers: c.providers,
  allProviders: c.allProviders,
  favourites: c.favourites,
  favouritesEmpty: c.favouritesEmpty,
  recent: c.recent,
  recentEmpty: c.recentEmpty,
  loading: c.loading,
  failed: c.failed,
  retry: c.retry,
};
const LABELS = {
  search: en.lobby.searchLabel,
  placeholder: en.lobby.searchPlaceholder,
  submit: en.lobby.searchSubmit,
  emptyTitle: en.lobby.searchEmptyTitle,
  emptyText: en.lobby.searchEmptyText,
};

const server = startApiServer();

function renderLobby(initialGames: CatalogGame[] | null = GAMES) {
  return render(
    <QueryProvider>
      <CasinoLobbyView kind="slots" initialGames={initialGames} initialQuery="" text={TEXT} searchLabels={LABELS} />
    </QueryProvider>,
  );
}

const allGames = () => screen.getByRole('region', { name: en.slots.listTitle });
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  queryClient.clear();
  act(() => useSessionStore.getState().setGuest());
});
afterEach(cleanup);

describe('the casino lobby', () => {
  it('shows every game with its provider, RTP, Play and (when it has one) Demo links; a guest gets no hearts', () => {
    renderLobby();
    expect(names(allGames())).toEqual(['Fruit Classic', 'Star Lines', 'Gem Rush']);
    expect(screen.getByRole('link', { name: 'Fruit Classic: demo' }).getAttribute('href')).toBe('/games/slots/sbx_fruit_classic/demo');
    expect(screen.getByRole('link', { name: 'Gem Rush: play for real money' }).getAttribute('href')).toBe(
      '/games/slots/nova_gem_rush/play',
    );
    expect(screen.queryByRole('link', { name: 'Gem Rush: demo' })).toBeNull();
    expect(screen.getAllByText('RTP 96.5%')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /favourite/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: c.favourites })).toBeNull();
  });

  it('filters by the search box and by provider', () => {
    renderLobby();
    fireEvent.change(screen.getByRole('searchbox', { name: en.lobby.searchLabel }), { target: { value: 'star' } });
    expect(names(allGames())).toEqual(['Star Lines']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });

    const providers = screen.getByRole('group', { name: c.providers });
    expect(within(providers).getByRole('button', { name: c.allProviders }).getAttribute('aria-pressed')).toBe('true');
    // Native buttons: Tab reaches them, Enter and Space press them.
    expect(
      within(providers)
        .getAllByRole('button')
        .every((chip) => chip.tagName === 'BUTTON' && chip.getAttribute('type') === 'button'),
    ).toBe(true);
    fireEvent.click(within(providers).getByRole('button', { name: 'Nova Games' }));
    expect(within(providers).getByRole('button', { name: 'Nova Games' }).getAttribute('aria-pressed')).toBe('true');
    expect(names(allGames())).toEqual(['Gem Rush']);
    // Search and provider combine.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'star' } });
    expect(screen.queryByRole('region', { name: en.slots.listTitle })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(within(providers).getByRole('button', { name: c.allProviders }));
    expect(names(allGames())).toEqual(['Fruit Classic', 'Star Lines', 'Gem Rush']);
  });

  it('gives a player favourites and recently played rows, and a heart that toggles at once', async () => {
    const favourites = ['sbx_star_lines'];
    const calls: string[] = [];
    let release = () => {};
    const answer = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/api/v2/games/favourites`, () => HttpResponse.json({ data: favourites })),
      http.get(`${API}/api/v2/games/recent`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/api/v2/games/favourites/:code`, async ({ params }) => {
        calls.push(`PUT ${String(params.code)}`);
        await answer;
        favourites.unshift(String(params.code));
        return HttpResponse.json({ data: favourites });
      }),
      http.delete(`${API}/api/v2/games/favourites/:code`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    act(() => useSessionStore.getState().setUser({ id: 7, name: 'Ann', currency: 'RUB' }));
    renderLobby();

    const favouritesRow = screen.getByRole('region', { name: c.favourites });
    expect(await within(favouritesRow).findByRole('heading', { name: 'Star Lines' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: c.recent })).getByText(c.recentEmpty)).toBeTruthy();

    const heart = within(allGames()).getByRole('button', { name: 'Fruit Classic: favourite' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    // Pressed while the api has not answered yet.
    await vi.waitFor(() => expect(calls).toEqual(['PUT sbx_fruit_classic']));
    expect(within(allGames()).getByRole('button', { name: 'Fruit Classic: favourite' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(favouritesRow).getByRole('heading', { name: 'Fruit Classic' })).toBeTruthy();
    act(() => release());
    expect(calls).toEqual(['PUT sbx_fruit_classic']);

    // A removal the api refuses puts the heart back.
    const starred = within(allGames()).getByRole('button', { name: 'Star Lines: favourite' });
    fireEvent.click(starred);
    await vi.waitFor(() =>
      expect(within(allGames()).getByRole('button', { name: 'Star Lines: favourite' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('says what will appear in an empty favourites row', async () => {
    server.use(
      http.get(`${API}/api/v2/games/favourites`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/api/v2/games/recent`, () => HttpResponse.json({ data: [GAMES[2]] })),
    );
    act(() => useSessionStore.getState().setUser({ id: 7, name: 'Ann', currency: 'RUB' }));
    renderLobby();
    expect(await screen.findByText(c.favouritesEmpty)).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: c.recent })).findByRole('heading', { name: 'Gem Rush' })).toBeTruthy();
  });

  it('says so when the catalogue failed to load, and retries', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/api/v2/games/catalog`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('category')).toBe('slots');
        return fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ data: GAMES });
      }),
    );
    renderLobby(null);
    expect(await screen.findByText(c.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: c.retry }));
    expect(await screen.findByRole('heading', { name: 'Fruit Classic' })).toBeTruthy();
  });

  it('says what will appear when the catalogue is empty', () => {
    renderLobby([]);
    expect(screen.getByText(en.slots.empty)).toBeTruthy();
  });
});
