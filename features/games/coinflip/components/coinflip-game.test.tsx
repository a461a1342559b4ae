// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../../shared/testing/game-test-kit';
import { CoinflipGame } from './coinflip-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();

const t = en.games.play.coinflip;
const series = (flips: string[], calls: string[], over: Record<string, unknown> = {}) =>
  wireBet({
    id: 77,
    game: 'coinflip',
    state: 'open',
    amount: 1,
    multiplier_bp: 19_800,
    result: { flips, calls, wins: flips.length, next_multiplier_bp: 39_204 },
    ...over,
  });

describe('the coinflip table', () => {
  it('flips once for 1.98x on the side called', async () => {
    let sent: unknown = null;
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/coinflip/series/active`, () => HttpResponse.json({ bet: null })),
      http.post(`${GAMES}/coinflip/bets`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          bet: wireBet({
            game: 'coinflip',
            state: 'won',
            payout: 1.98,
            multiplier_bp: 19_800,
            result: { flips: ['tails'], calls: ['tails'] },
          }),
          balance: balance(1000.98),
        });
      }),
    );
    renderGame(<CoinflipGame />);
    fireEvent.click(await screen.findByRole('radio', { name: t.tails }));
    fireEvent.click(await screen.findByRole('button', { name: t.flip }));
    expect(await screen.findByText('Tails. Win: ₽1.98 paid for a ₽1.00 stake (+₽0.98).')).toBeTruthy();
    expect(sent).toEqual({ amount: 1, side: 'tails' });
  });

  it('resumes an open series after a reload, flips on and cashes out', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/coinflip/series/active`, () => HttpResponse.json({ bet: series(['heads'], ['heads']) })),
      http.post(`${GAMES}/coinflip/series/flip`, async ({ request }) => {
        calls.push({ path: 'flip', body: await request.json() });
        return HttpResponse.json({ bet: series(['heads', 'tails'], ['heads', 'tails'], { multiplier_bp: 39_204 }), balance: balance(999) });
      }),
      http.post(`${GAMES}/coinflip/series/cashout`, async ({ request }) => {
        calls.push({ path: 'cashout', body: await request.json() });
        return HttpResponse.json({
          bet: series(['heads', 'tails'], ['heads', 'tails'], { state: 'won', payout: 3.92, multiplier_bp: 39_204 }),
          balance: balance(1002.92),
        });
      }),
    );
    renderGame(<CoinflipGame />);
    const cashOut = await screen.findByRole('button', { name: 'Cash out ₽1.98' });
    await waitFor(() => expect(screen.getByRole('radio', { name: t.series }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: t.tails }));
    expect(await screen.findByText('Tails: correct. The multiplier is 3.9204×.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out ₽3.92' }));
    expect(await screen.findByText('Cashed out. Win: ₽3.92 paid for a ₽1.00 stake (+₽2.92).')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: t.startSeries })).toBeTruthy());
    expect(cashOut.isConnected).toBe(false);
    expect(calls).toEqual([
      { path: 'flip', body: { side: 'tails', bet_id: 77 } },
      { path: 'cashout', body: { bet_id: 77 } },
    ]);
  });
});
