// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueuedEvents } from '@/lib/analytics/track-event';
import en from '@/messages/en.json';
import { queryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import type { ActivationView } from '@/lib/bonuses/contract';
import { API, startApiServer } from '@/tests/support/api-server';
import { activation } from '../testing/fixtures';
import { BonusesView } from './bonuses-view';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
const user = { id: 7, currency: 'USD', balance: 10, bonus_balance: 50, total_balance: 60 } as User;

beforeEach(() => {
  Cookies.set('token', 'tok-bonuses');
  act(() => useSessionStore.getState().setUser(user));
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

function serveList(list: () => ActivationView[]) {
  let asked = 0;
  server.use(
    http.get(`${API}/api/v2/bonuses/activations`, () => {
      asked += 1;
      return HttpResponse.json({ data: list() });
    }),
    http.get(`${API}/profile/user`, () => HttpResponse.json({ data: user })),
  );
  return () => asked;
}

const renderView = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
      <BonusesView guest={<p>Log in</p>} empty={<p>{en.profile.bonuses.empty}</p>} />
    </NextIntlClientProvider>,
  );

describe('the bonuses page', () => {
  it('says what will appear when the player has no bonus', async () => {
    serveList(() => []);
    renderView();
    expect(await screen.findByText(en.profile.bonuses.empty)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toBeTruthy();
  });

  it('shows the active bonus with its wagering bar, max bet and contributions, then the queue and the finished ones', async () => {
    serveList(() => [
      activation({
        id: 3,
        code: 'promo-x',
        name: 'Promo bonus',
        status: 'waiting',
        started_at: null,
        expires_at: null,
        wager_required: 300,
      }),
      activation(),
      activation({
        id: 0,
        code: 'old',
        name: 'Old bonus',
        status: 'wagered',
        progress: 1,
        settled: 12.34,
        finished_at: '2026-11-10T10:00:00.000Z',
      }),
    ]);
    renderView();
    const bar = await screen.findByRole('progressbar', { name: 'Wagering of Welcome bonus: 100% on the first deposit' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Wagered $437.50 of $1,750.00')).toBeTruthy();
    const active = screen.getByRole('listitem', { name: 'Welcome bonus: 100% on the first deposit' });
    expect(within(active).getByText('$5.00')).toBeTruthy();
    expect(within(active).getByText('Dice 100%, Roulette 10%, other games 100%')).toBeTruthy();
    expect(within(active).getByText('Nov 27, 2026, 10:00 AM')).toBeTruthy();

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Wagering now', 'Queued', 'Finished']);
    const queued = screen.getByRole('listitem', { name: 'Promo bonus' });
    expect(within(queued).getByText(en.profile.bonuses.queuedNote)).toBeTruthy();
    expect(within(queued).queryByRole('button', { name: 'Forfeit' })).toBeNull();
    expect(screen.getByText(/Converted to real money: \$12\.34/)).toBeTruthy();
  });

  it('forfeits only after the confirmation, then asks the list and the balance again', async () => {
    let list = [activation()];
    const asked = serveList(() => list);
    const forfeits: string[] = [];
    server.use(
      http.post(`${API}/api/v2/bonuses/activations/:id/forfeit`, ({ params }) => {
        forfeits.push(String(params.id));
        list = [activation({ status: 'forfeited', settled: 50, finished_at: '2026-11-21T10:00:00.000Z' })];
        return HttpResponse.json({ data: list });
      }),
    );
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    const dialog = screen.getByRole('dialog', { name: 'Forfeit this bonus?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(forfeits).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Forfeit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Forfeit the bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forfeits).toEqual(['1']);
    expect(await screen.findByText(/Removed from the bonus balance: \$50\.00/)).toBeTruthy();
    expect(asked()).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['promo_not_found', 404],
    ['promo_region', 403],
    ['promo_currency', 422],
    ['promo_used', 409],
    ['too_many_requests', 429],
  ] as const)('says why a promo code is refused: %s', async (code, status) => {
    serveList(() => []);
    server.use(http.post(`${API}/api/v2/bonuses/promo`, () => HttpResponse.json({ message: `${code}: no.`, code }, { status })));
    renderView();
    fireEvent.change(await screen.findByRole('textbox', { name: /Promo code/ }), { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.profile.bonuses.promo.errors[code]);
    expect(getQueuedEvents().at(-1)).toMatchObject({ name: 'promo_error', data: { error: en.profile.bonuses.promo.errors[code] } });
  });

  it('redeems a promo code, says so and shows its bonus', async () => {
    let list: ActivationView[] = [];
    serveList(() => list);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/v2/bonuses/promo`, async ({ request }) => {
        bodies.push(await request.json());
        list = [activation({ id: 9, code: 'spring', name: 'Spring bonus' })];
        return HttpResponse.json({ data: list }, { status: 201 });
      }),
    );
    renderView();
    fireEvent.change(await screen.findByRole('textbox', { name: /Promo code/ }), { target: { value: ' SPRING ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(en.profile.bonuses.promo.success)).toBeTruthy();
    expect(bodies).toEqual([{ promo: 'SPRING' }]);
    expect(await screen.findByRole('listitem', { name: 'Spring bonus' })).toBeTruthy();
  });

  it('checks the code before sending it', async () => {
    serveList(() => []);
    renderView();
    fireEvent.change(await screen.findByRole('textbox', { name: /Promo code/ }), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(en.profile.bonuses.promo.invalid)).toBeTruthy();
  });
});
