// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webEnv } from '@/lib/config/web-env';
import type { TournamentStatus } from '@/lib/tournaments';
import type { Tournament } from '@/lib/tournaments/contract';
import en from '@/messages/en.json';
import { startApiServer } from '@/tests/support/api-server';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string) => {
    const raw = (key: string) =>
      `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    return (key: string, values?: Record<string, string>) =>
      String(raw(key)).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
  },
}));

const server = startApiServer();
afterEach(cleanup);

const API = webEnv.API_INTERNAL_URL.replace(/\/$/, '');

const RACE: Tournament = {
  id: 1,
  slug: 'daily-race-2026-11-29',
  title: 'Daily race',
  scoring: 'wagered',
  games: null,
  starts_at: '2026-11-29T00:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  status: 'active',
  paid: false,
  prize_currency: 'USD',
  prize_pool: 210,
  prizes: [{ place: 1, amount: 100 }],
};

/** The board of a status page, rendered as the server renders it (its data and words awaited once). */
async function renderStatus(status: TournamentStatus) {
  const { TournamentsBoard } = await import('@/app/[locale]/(default)/tournaments/_components/tournaments-board');
  render(await TournamentsBoard({ status, locale: 'en', retryHref: `/tournaments/${status}` }));
}

describe('the /tournaments/{status} board', () => {
  it('list the tournaments of the status from the api, each with its prize pool, period and link', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/tournaments`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json({ data: [RACE] });
      }),
    );
    await renderStatus('active');
    expect(asked).toEqual(['active']);
    const list = screen.getByRole('list', { name: 'Active tournaments' });
    const card = within(list).getByRole('article', { name: 'Daily race' });
    expect(card.textContent).toContain('$210.00');
    expect(card.textContent).toContain('Amount wagered (USD)');
    expect(card.textContent).toContain('All games');
    expect(card.textContent).toMatch(/Nov 29, 2026.*Nov 30, 2026.*UTC/);
    expect(
      within(card)
        .getByRole('link', { name: /Leaderboard and prizes/ })
        .getAttribute('href'),
    ).toBe('/tournament/daily-race-2026-11-29');
  });

  it('keep the empty state when there is none, and offer to try again when the api is down', async () => {
    server.use(http.get(`${API}/api/v2/tournaments`, () => HttpResponse.json({ data: [] })));
    await renderStatus('finished');
    expect(screen.getByText(en.tournaments.statuses.finished.empty)).toBeTruthy();
    cleanup();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/api/v2/tournaments`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderStatus('upcoming');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: en.tournaments.error.retry }).getAttribute('href')).toBe(
      '/tournaments/upcoming',
    );
    warn.mockRestore();
  });
});
