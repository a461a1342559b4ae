// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentReply } from '@/lib/tournaments/contract';
import en from '@/messages/en.json';
import { TournamentLive } from './tournament-live';

const API = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const row = (rank: number, name: string | null, score: number, prize: number) => ({
  rank,
  player: name ? { name, avatar: null } : null,
  score,
  bets: 3,
  prize,
});

const RACE: TournamentReply['data'] = {
  id: 1,
  slug: 'daily-race-2026-11-29',
  title: 'Daily race',
  scoring: 'wagered',
  games: null,
  starts_at: new Date(Date.now() - 3600_000).toISOString(),
  ends_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
  status: 'active',
  paid: false,
  prize_currency: 'USD',
  prize_pool: 150,
  prizes: [
    { place: 1, amount: 100 },
    { place: 2, amount: 50 },
  ],
  leaderboard: [row(1, 'BoldBear1234', 20, 100)],
  me: null,
  participants: 1,
};

function renderLive(initial: TournamentReply['data']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
      <QueryClientProvider client={client}>
        <TournamentLive initial={initial} locale="en" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('the live race', () => {
  it('draws the prizes and the server’s leaderboard, then the api’s fresh one with the player’s own place', async () => {
    server.use(
      http.get(`${API}/api/v2/tournaments/daily-race-2026-11-29`, () =>
        HttpResponse.json({
          data: {
            ...RACE,
            leaderboard: [row(1, 'BoldBear1234', 25, 100), row(2, null, 12.5, 50)],
            me: row(30, 'Me', 1.5, 0),
            participants: 30,
          },
        }),
      ),
    );
    renderLive(RACE);
    const prizes = screen.getByRole('table', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlacePrize', '1$100.00', '2$50.00']);
    expect(screen.getByRole('table', { name: 'Leaderboard' }).textContent).toContain('$20.00');
    expect(screen.getByText(/Ends in/)).toBeTruthy();

    expect((await screen.findByRole('status')).textContent).toBe('Your place: 30 · Your points: $1.50');
    const rows = within(screen.getByRole('table', { name: 'Leaderboard' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1BoldBear1234$25.003$100.00', '2Hidden player$12.503$50.00', '30Me$1.503—']);
    expect(screen.getByText(/30 players/)).toBeTruthy();
  });

  it('says so when nobody has played yet', async () => {
    server.use(
      http.get(`${API}/api/v2/tournaments/daily-race-2026-11-29`, () =>
        HttpResponse.json({ data: { ...RACE, leaderboard: [], participants: 0 } }),
      ),
    );
    renderLive({ ...RACE, leaderboard: [], participants: 0 });
    expect(screen.getByText(en.tournament.leaderboardEmpty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Leaderboard' })).toBeNull();
  });
});
