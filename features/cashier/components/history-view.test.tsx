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
    server.use(http.get(`${API}/api/v2/billing/history`, () => HttpResponse.json(historyReply([historyItemReply('deposit', 'old', 3, hoursAgo(24 * 40))]))));
    renderHistory('payments', 'month');
    expect(await screen.findByText(en.cashier.history.periodEmpty)).toBeTruthy();
  });

  it('dates items in the player’s zone and language (kz)', async () => {
    server.use(
      http.get(`${API}/api/v2/billing/history`, () => HttpResponse.json(historyReply([historyItemReply('deposit', 'inv_k', 3, '2026-11-22T20:30:00.000Z')]))),
    );
    renderHistory('payments', 'all', kz as typeof en, 'kk-KZ');
    const item = await screen.findByTestId('payment-deposit-inv_k');
    // Almaty is UTC+5: the 23rd there.
    expect(item.querySelector('time')?.textContent).toBe('2026 ж. 23 қар., 01:30');
    expect(within(item).getByText(kz.cashier.status.deposit.paid)).toBeTruthy();
    expect(item.textContent).toContain(kz.cashier.history.deposit);
  });

  it('says so when the history does not load, and tries again on request', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/api/v2/billing/history`, () => (fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(historyReply([])))),
    );
    renderHistory('payments', 'all');
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.history.failed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: en.cashier.history.retry }));
    expect(await screen.findByText(en.cashier.history.paymentsEmpty)).toBeTruthy();
  });
});

describe('the history page’s kinds', () => {
  it('shows the games’ empty state and switches to payments without a reload', async () => {
    historyApi(2);
    renderHistory('games', 'week');
    expect(screen.getByText(en.cashier.history.gamesEmpty)).toBeTruthy();
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
