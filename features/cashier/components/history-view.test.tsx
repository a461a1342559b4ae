// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import { queryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { historyItemReply, historyReply } from '../testing/cashier-fixtures';
import type { HistoryPeriod } from '../lib/history-period';
import { HistoryView } from './history-view';
import type { HistoryKind } from '../lib/history-kind';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
const user = { id: 7, currency: 'RUB', balance: 0, total_balance: 0, timezone: 'Asia/Almaty' } as User;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeEach(() => {
  Cookies.set('token', 'tok-history');
  act(() => useSessionStore.getState().setUser(user));
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

/** Two pages of 20: newest first, one item an hour apart, so page 2 reaches 39 hours back. */
function historyApi(total = 40) {
  const pages: number[] = [];
  const all = Array.from({ length: total }, (_, index) =>
    index % 2 === 0
      ? historyItemReply('deposit', `inv_${index}`, index === 0 ? 3 : 4, hoursAgo(index + 0.5))
      : historyItemReply('payout', `po_${index}`, 'pending', hoursAgo(index + 0.5)),
  );
  server.use(
    http.get(`${API}/api/v2/billing/history`, ({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('type')).toBe('all');
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      pages.push(page);
      return HttpResponse.json(historyReply(all.slice((page - 1) * perPage, page * perPage), page, all.length, perPage));
    }),
  );
  return pages;
}

const renderHistory = (kind: HistoryKind, period: HistoryPeriod, messages: typeof en = en, locale = 'en-US') =>
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <HistoryView initialKind={kind} initialPeriod={period} guest={<p>Log in to see your history</p>} />
    </NextIntlClientProvider>,
  );

describe('the payments history', () => {
  it('lists deposits and payouts newest first with badges and amounts, and shows more a page at a time', async () => {
    const pages = historyApi();
    renderHistory('payments', 'all');
    const list = await screen.findByRole('list', { name: en.cashier.history.listLabel });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0].dataset.testid).toBe('payment-deposit-inv_0');
    expect(within(items[0]).getByText('Paid')).toBeTruthy();
    expect(items[0].textContent).toContain('Deposit · Sandbox card');
    expect(items[0].textContent).toContain('+₽1,000.00');
    expect(items[0].textContent).toContain('Credited ₽980.00');
    expect(within(items[1]).getByText('Pending')).toBeTruthy();
    expect(items[1].textContent).toContain('Payout · Sandbox card');
    expect(within(items[2]).getByText('Expired')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.showMore }));
    await screen.findByTestId('payment-payout-po_39');
    items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(40);
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: en.cashier.history.showMore })).toBeNull();
  });

  it('keeps to the period: older items are not shown and no page past its start is asked for', async () => {
    const pages = historyApi();
    renderHistory('payments', 'day');
    const list = await screen.findByRole('list', { name: en.cashier.history.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    // Page 1 ends 19.5 hours back, inside the day: there may be more of today on page 2.
    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.showMore }));
    await screen.findByTestId('payment-payout-po_23');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: en.cashier.history.showMore })).toBeNull();
    expect(pages).toEqual([1, 2]);

    fireEvent.change(screen.getByLabelText(en.profile.history.period), { target: { value: 'all' } });
    expect(await screen.findByTestId('payment-payout-po_39')).toBeTruthy();
  });

  it('says when there is nothing yet, and when nothing falls in the period', async () => {
    historyApi(0);
    renderHistory('payments', 'week');
    expect(await screen.findByText(en.cashier.history.paymentsEmpty)).toBeTruthy();
    cleanup();
    queryClient.clear();
    server.use(
      http.get(`${API}/api/v2/billing/history`, () =>
        HttpResponse.json(historyReply([historyItemReply('deposit', 'old', 3, hoursAgo(24 * 40))])),
      ),
    );
    renderHistory('payments', 'month');
    expect(await screen.findByText(en.cashier.history.periodEmpty)).toBeTruthy();
  });

  it('dates items in the player’s zone and language (kz)', async () => {
    server.use(
      http.get(`${API}/api/v2/billing/history`, () =>
        HttpResponse.json(historyReply([historyItemReply('deposit', 'inv_k', 3, '2026-11-22T20:30:00.000Z')])),
      ),
    );
    renderHistory('payments', 'all', kz, 'kk-KZ');
    const item = await screen.findByTestId('payment-deposit-inv_k');
    // Almaty is UTC+5: the 23rd there.
    expect(item.querySelector('time')?.textContent).toBe('2026 ж. 23 қар., 01:30');
    expect(within(item).getByText(kz.cashier.status.deposit.paid)).toBeTruthy();
    expect(item.textContent).toContain(kz.cashier.history.deposit);
  });

  it('names the methods as their tiles do, from the rows alone: the provider of each look-alike, TRC-20 kept whole', async () => {
    let billingData = 0;
    const row = (
      type: 'deposit' | 'payout',
      id: string,
      hash: string,
      name: string,
      provider: string | undefined,
      coin: string | null = 'usdttrc20',
    ) =>
      historyItemReply(type, id, type === 'deposit' ? 2 : 'pending', '2026-11-22T20:30:00.000Z', {
        method: { hash, name: { en: name, ru: name, kz: name }, icon: 'usdt', ...(provider ? { provider } : {}), coin },
      });
    server.use(
      http.get(`${API}/api/v2/billing/data`, () => {
        billingData += 1;
        return HttpResponse.json({ message: 'not asked' }, { status: 500 });
      }),
      http.get(`${API}/api/v2/billing/history`, () =>
        HttpResponse.json(
          historyReply([
            row('payout', 'po_s', 'sandbox-usdt-payout', 'USDT (TRC-20)', 'sandbox'),
            row('payout', 'po_n', 'np-usdt-payout', 'USDT (TRC-20), NOWPayments', 'nowpayments'),
            row('payout', 'po_s2', 'sandbox-usdt-payout', 'USDT (TRC-20)', 'sandbox'),
            row('payout', 'po_old', 'gone', 'Old-style card', 'sandbox', null),
            // A deposit is told apart from the other deposits only (a payout's look-alike does not count), as its tile.
            row('deposit', 'inv_u', 'sandbox-usdt', 'USDT (TRC-20)', 'sandbox'),
            // An older api that does not say the provider: the name alone.
            row('payout', 'po_x', 'x-usdt-payout', 'USDT (TRC-20)', undefined),
          ]),
        ),
      ),
    );
    renderHistory('payments', 'all');
    const title = async (id: string, type = 'payout') =>
      (await screen.findByTestId(`payment-${type}-${id}`)).querySelector('[class*="itemTitle"]')!;
    expect((await title('po_s')).textContent).toBe('Payout · USDT (TRC-20), via test gateway');
    expect((await title('po_n')).textContent).toBe('Payout · USDT (TRC-20), via NOWPayments');
    expect((await title('po_s2')).textContent).toBe('Payout · USDT (TRC-20), via test gateway');
    expect((await title('po_old')).textContent).toBe('Payout · Old-style card');
    expect((await title('inv_u', 'deposit')).textContent).toBe('Deposit · USDT (TRC-20)');
    expect((await title('po_x')).textContent).toBe('Payout · USDT (TRC-20)');
    expect((await title('po_s')).querySelector('[class*="unbroken"]')?.textContent).toBe('(TRC-20)');
    expect(billingData).toBe(0);
  });

  it('says so when the history does not load, and tries again on request', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/api/v2/billing/history`, () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(historyReply([])),
      ),
    );
    renderHistory('payments', 'all');
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.history.failed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.retry }));
    expect(await screen.findByText(en.cashier.history.paymentsEmpty)).toBeTruthy();
  });
});

/** The player's bets as GET /api/v2/games/bets pages them: newest first, one an hour apart. */
function betReply(id: number, game: string, createdAt: string, overrides: Record<string, unknown> = {}) {
  const won = id % 2 === 0;
  return {
    id,
    game,
    demo: false,
    state: won ? 'won' : 'lost',
    currency: 'RUB',
    amount: 10,
    payout: won ? 19.8 : 0,
    profit: won ? 9.8 : -10,
    multiplier: won ? 1.98 : 0,
    multiplier_bp: won ? 19_800 : 0,
    params: game === 'cases' ? { slug: 'starter' } : {},
    result: {},
    fairness: { server_seed_hash: 'ab'.repeat(32), client_seed: 'c', nonce: id, server_seed: null },
    created_at: createdAt,
    settled_at: createdAt,
    ...overrides,
  };
}

function betsApi(total = 30) {
  const asked: { page: number; perPage: number; game: string | null; auth: string | null; demo: string | null }[] = [];
  const games = ['dice', 'mines', 'cases', 'keno', 'hilo', 'coinflip'];
  const all = Array.from({ length: total }, (_, index) => betReply(total - index, games[index % games.length], hoursAgo(index + 0.5)));
  server.use(
    http.get(`${API}/api/v2/games/bets`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      asked.push({
        page,
        perPage,
        game: url.searchParams.get('game'),
        auth: request.headers.get('authorization'),
        demo: request.headers.get('x-demo-session'),
      });
      return HttpResponse.json({
        data: all.slice((page - 1) * perPage, page * perPage),
        meta: { page, per_page: perPage, total: all.length },
      });
    }),
  );
  return asked;
}

describe('the games history', () => {
  const bets = en.cashier.history.bets;

  it('lists the player’s real-money bets of every game newest first, each linking to its game, and shows more a page at a time', async () => {
    const asked = betsApi();
    renderHistory('games', 'all');
    const list = await screen.findByRole('list', { name: bets.listLabel });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(asked[0]).toEqual({ page: 1, perPage: 20, game: null, auth: 'Bearer tok-history', demo: null });
    expect(items[0].dataset.testid).toBe('bet-30');
    expect(within(items[0]).getByRole('link', { name: bets.games.dice }).getAttribute('href')).toBe('/games/dice');
    expect(items[0].textContent).toContain('₽19.80 · ×1.98');
    expect(items[0].textContent).toContain('Bet ₽10.00');
    expect(items[0].textContent).toContain(bets.won);
    expect(within(items[1]).getByRole('link', { name: bets.games.mines }).getAttribute('href')).toBe('/games/miner');
    expect(items[1].textContent).toContain('₽0.00 · ×0');
    expect(items[1].textContent).toContain(bets.lost);
    expect(within(items[2]).getByRole('link', { name: bets.games.cases }).getAttribute('href')).toBe('/games/cases/starter');

    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.showMore }));
    await screen.findByTestId('bet-1');
    items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(asked.map((request) => request.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: en.cashier.history.showMore })).toBeNull();
  });

  it('keeps to the period and asks for no page past its start', async () => {
    const asked = betsApi(50);
    renderHistory('games', 'day');
    const list = await screen.findByRole('list', { name: bets.listLabel });
    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.showMore }));
    await screen.findByTestId('bet-27');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: en.cashier.history.showMore })).toBeNull();
    expect(asked.map((request) => request.page)).toEqual([1, 2]);
  });

  it('shows an open game as in play, an unknown game by its code without a link, and dates in the player’s zone and language (kz)', async () => {
    server.use(
      http.get(`${API}/api/v2/games/bets`, () =>
        HttpResponse.json({
          data: [
            betReply(2, 'mines', '2026-11-22T20:30:00.000Z', { state: 'open', payout: 0, multiplier_bp: 0 }),
            betReply(1, 'plinko', '2026-11-22T20:00:00.000Z'),
          ],
          meta: { page: 1, per_page: 20, total: 2 },
        }),
      ),
    );
    renderHistory('games', 'all', kz, 'kk-KZ');
    const open = await screen.findByTestId('bet-2');
    expect(open.querySelector('time')?.textContent).toBe('2026 ж. 23 қар., 01:30');
    expect(open.textContent).toContain(kz.cashier.history.bets.open);
    expect(open.textContent).toContain(`${kz.cashier.history.bets.stake.replace('{amount}', '10,00\u00a0₽')}`);
    expect(within(open).getByRole('link', { name: kz.cashier.history.bets.games.mines })).toBeTruthy();
    const unknown = screen.getByTestId('bet-1');
    expect(unknown.textContent).toContain('plinko');
    expect(within(unknown).queryByRole('link')).toBeNull();
  });

  it('lists the shared-round games too: named and linked, a refund as such, rows told apart by their key', async () => {
    server.use(
      http.get(`${API}/api/v2/games/bets`, () =>
        HttpResponse.json({
          data: [
            betReply(7, 'rooms', '2026-11-22T20:30:00.000Z', {
              key: 'rooms:7',
              state: 'refunded',
              payout: 10,
              multiplier_bp: 10_000,
              fairness: { round_id: 3 },
            }),
            betReply(7, 'crash', '2026-11-22T20:20:00.000Z', { key: 'crash:7', fairness: { round_id: 2, hash: null } }),
            betReply(7, 'dice', '2026-11-22T20:10:00.000Z', { key: 'dice:7' }),
          ],
          meta: { page: 1, per_page: 20, total: 3 },
        }),
      ),
    );
    renderHistory('games', 'all');
    const room = await screen.findByTestId('bet-rooms:7');
    expect(within(room).getByRole('link', { name: bets.games.rooms }).getAttribute('href')).toBe('/games/rooms');
    expect(room.textContent).toContain('₽10.00 · ×1');
    expect(room.textContent).toContain(bets.refunded);
    expect(within(screen.getByTestId('bet-crash:7')).getByRole('link', { name: bets.games.crash }).getAttribute('href')).toBe(
      '/games/crash',
    );
    expect(screen.getByTestId('bet-dice:7')).toBeTruthy();
  });

  it('tells a payout under the stake as a loss and the stake itself as a push, however the api marked the bet', async () => {
    server.use(
      http.get(`${API}/api/v2/games/bets`, () =>
        HttpResponse.json({
          data: [
            betReply(2, 'cases', '2026-11-22T20:30:00.000Z', { state: 'won', payout: 3, multiplier_bp: 3_000 }),
            betReply(1, 'keno', '2026-11-22T20:00:00.000Z', { state: 'won', payout: 10, multiplier_bp: 10_000 }),
          ],
          meta: { page: 1, per_page: 20, total: 2 },
        }),
      ),
    );
    renderHistory('games', 'all');
    const partial = await screen.findByTestId('bet-2');
    expect(partial.textContent).toContain(bets.lost);
    expect(partial.textContent).not.toContain(bets.won);
    expect(partial.querySelector('[data-state]')?.getAttribute('data-state')).toBe('lost');
    const push = screen.getByTestId('bet-1');
    expect(push.textContent).toContain(bets.push);
    expect(push.querySelector('[data-state]')?.getAttribute('data-state')).toBe('push');
  });

  it('says when there are no bets yet, and when the list does not load', async () => {
    betsApi(0);
    renderHistory('games', 'week');
    expect(await screen.findByText(en.cashier.history.gamesEmpty)).toBeTruthy();
    cleanup();
    queryClient.clear();
    server.use(http.get(`${API}/api/v2/games/bets`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderHistory('games', 'week');
    expect((await screen.findByRole('alert')).textContent).toBe(bets.failed);
  });
});

describe('the history page’s kinds', () => {
  it('shows the games’ empty state and switches to payments without a reload', async () => {
    historyApi(2);
    betsApi(0);
    renderHistory('games', 'week');
    expect(await screen.findByText(en.cashier.history.gamesEmpty)).toBeTruthy();
    const kinds = screen.getByRole('radiogroup', { name: en.profile.history.kind });
    fireEvent.click(within(kinds).getByRole('radio', { name: en.profile.history.kinds.payments }));
    expect(await screen.findByRole('list', { name: en.cashier.history.listLabel })).toBeTruthy();
    expect(screen.queryByText(en.cashier.history.gamesEmpty)).toBeNull();
  });

  it('shows a guest the login prompt', () => {
    act(() => useSessionStore.getState().setGuest());
    renderHistory('payments', 'week');
    expect(screen.getByText('Log in to see your history')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
