// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../../shared/testing/game-test-kit';
import { HiloGame } from './hilo-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();

const t = en.games.play.hilo;
const hilo = (cards: [number, string, number][], over: Record<string, unknown> = {}) =>
  wireBet({
    id: 31,
    game: 'hilo',
    state: 'open',
    multiplier_bp: cards.at(-1)![2],
    result: {
      cards: cards.map(([card, action, bp]) => ({ card, label: String(card), action, multiplier_bp: bp })),
      guesses: cards.filter(([, action]) => action !== 'start' && action !== 'skip').length,
      next: { higher: 12_000, lower: 50_000, same: 128_700 },
    },
    ...over,
  });

describe('the hi-lo table', () => {
  it('deals, prices each guess from the card, and moves on with a correct guess', async () => {
    const sent: unknown[] = [];
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/hilo/active`, () => HttpResponse.json({ bet: null })),
      http.post(`${GAMES}/hilo/start`, async ({ request }) => {
        sent.push(await request.json());
        // 10 is the 4 of spades.
        return HttpResponse.json({ bet: hilo([[10, 'start', 10_000]]), balance: balance(999) });
      }),
      http.post(`${GAMES}/hilo/guess`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          bet: hilo([
            [10, 'start', 10_000],
            [51, 'higher', 11_700],
          ]),
          balance: balance(999),
        });
      }),
    );
    renderGame(<HiloGame />);
    fireEvent.click(await screen.findByRole('button', { name: t.start }));
    expect(await screen.findByRole('img', { name: 'Current card: 4 of spades' })).toBeTruthy();
    const guesses = within(screen.getByRole('group', { name: t.guesses }));
    // From a 4: 10 higher ranks of 13, 2 lower, 1 the same.
    expect(guesses.getByRole('button', { name: 'Higher: 76.92 % chance, 1.287×' })).toBeTruthy();
    expect(guesses.getByRole('button', { name: 'Lower: 15.38 % chance, 6.435×' })).toBeTruthy();
    expect(guesses.getByRole('button', { name: 'Same: 7.69 % chance, 12.87×' })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.cashOutLater }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(guesses.getByRole('button', { name: /^Higher/ }));
    expect(await screen.findByText('Ace of clubs: correct! The multiplier is 1.17×.')).toBeTruthy();
    // From an ace nothing is higher.
    expect(
      within(screen.getByRole('group', { name: t.guesses }))
        .getByRole('button', { name: 'Higher: cannot win from this card' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Cash out ₽1.17' })).toBeTruthy();
    expect(sent).toEqual([{ amount: 1 }, { guess: 'higher', bet_id: 31 }]);
  });

  it('resumes an open game on load, skips a card and cashes out', async () => {
    const paths: string[] = [];
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/hilo/active`, () =>
        HttpResponse.json({
          bet: hilo([
            [10, 'start', 10_000],
            [20, 'higher', 14_300],
          ]),
        }),
      ),
      http.post(`${GAMES}/hilo/skip`, () => {
        paths.push('skip');
        return HttpResponse.json({
          bet: hilo([
            [10, 'start', 10_000],
            [20, 'higher', 14_300],
            [0, 'skip', 14_300],
          ]),
          balance: balance(999),
        });
      }),
      http.post(`${GAMES}/hilo/cashout`, () => {
        paths.push('cashout');
        return HttpResponse.json({
          bet: hilo(
            [
              [10, 'start', 10_000],
              [20, 'higher', 14_300],
              [0, 'skip', 14_300],
            ],
            { state: 'won', payout: 1.43 },
          ),
          balance: balance(1000.43),
        });
      }),
    );
    renderGame(<HiloGame />);
    expect(await screen.findByRole('img', { name: 'Current card: 7 of diamonds' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.skip }));
    expect(await screen.findByText('The card is 2 of diamonds.')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: t.guesses })).getByRole('button', { name: 'Lower: cannot win from this card' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cash out ₽1.43' }));
    expect(await screen.findByText('Cashed out. Win: ₽1.43 paid for a ₽1.00 stake (+₽0.43).')).toBeTruthy();
    expect(paths).toEqual(['skip', 'cashout']);
    expect(screen.getByRole('button', { name: t.start })).toBeTruthy();
  });
});
