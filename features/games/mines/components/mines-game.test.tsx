// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../../shared/testing/game-test-kit';
import { MinesGame } from './mines-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();

const t = en.games.play.mines;
const open = (revealed: number[], multiplierBp: number) =>
  wireBet({
    id: 9,
    game: 'mines',
    state: 'open',
    amount: 1,
    multiplier_bp: multiplierBp,
    params: { mines: 3 },
    result: { revealed, next_multiplier_bp: 14_166 },
  });
const tile = (row: number, column: number) =>
  within(screen.getByRole('group', { name: t.board })).getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}`) });

describe('the miner table', () => {
  it('resumes an open game on load, reveals a gem and cashes out', async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/mines/active`, () => HttpResponse.json({ bet: open([0], 11_250) })),
      http.post(`${GAMES}/mines/reveal`, async ({ request }) => {
        sent.push({ path: 'reveal', body: await request.json() });
        return HttpResponse.json({ bet: open([0, 7], 12_937), balance: balance(999) });
      }),
      http.post(`${GAMES}/mines/cashout`, async ({ request }) => {
        sent.push({ path: 'cashout', body: await request.json() });
        return HttpResponse.json({
          bet: wireBet({
            id: 9,
            game: 'mines',
            state: 'won',
            payout: 1.29,
            multiplier_bp: 12_937,
            params: { mines: 3 },
            result: { revealed: [0, 7], mines: [4, 11, 17], mine_hit: null },
          }),
          balance: balance(1000.29),
        });
      }),
    );
    renderGame(<MinesGame />);
    expect(await screen.findByRole('button', { name: 'Cash out ₽1.12' })).toBeTruthy();
    expect(tile(1, 1).getAttribute('aria-label')).toBe('Row 1, column 1: gem');
    fireEvent.click(tile(2, 3));
    expect(await screen.findByText('A gem! The multiplier is 1.2937×: cash out now for ₽1.29.')).toBeTruthy();
    expect(tile(2, 3).getAttribute('aria-label')).toBe('Row 2, column 3: gem');
    fireEvent.click(screen.getByRole('button', { name: 'Cash out ₽1.29' }));
    expect(await screen.findByText('Cashed out. Win: ₽1.29 paid for a ₽1.00 stake (+₽0.29).')).toBeTruthy();
    // The whole board shows once the game is over.
    expect(tile(1, 5).getAttribute('aria-label')).toBe('Row 1, column 5: mine');
    // Arrow keys move between tiles as they sit on the board.
    tile(1, 1).focus();
    fireEvent.keyDown(tile(1, 1), { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tile(2, 2));
    expect(sent).toEqual([
      { path: 'reveal', body: { tile: 7, bet_id: 9 } },
      { path: 'cashout', body: { bet_id: 9 } },
    ]);
    expect(screen.getByRole('button', { name: en.games.play.mines.start })).toBeTruthy();
  });

  it('starts a game with the mines chosen, and a mine ends it', async () => {
    let started: unknown = null;
    server.use(
      ...demoHandlers(),
      http.get(`${GAMES}/mines/active`, () => HttpResponse.json({ bet: null })),
      http.post(`${GAMES}/mines/start`, async ({ request }) => {
        started = await request.json();
        return HttpResponse.json({
          bet: wireBet({
            id: 10,
            game: 'mines',
            state: 'open',
            multiplier_bp: 0,
            params: { mines: 24 },
            result: { revealed: [], next_multiplier_bp: 247_500 },
          }),
          balance: balance(999),
        });
      }),
      http.post(`${GAMES}/mines/random`, () =>
        HttpResponse.json({
          bet: wireBet({
            id: 10,
            game: 'mines',
            state: 'lost',
            params: { mines: 24 },
            result: { revealed: [], mines: Array.from({ length: 24 }, (_, i) => i + 1), mine_hit: 12 },
          }),
          balance: balance(999),
        }),
      ),
    );
    renderGame(<MinesGame />);
    fireEvent.change(await screen.findByLabelText(t.mines), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByText('The game is on: 24 mines hidden. Open a tile.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.cashOutLater }).hasAttribute('disabled')).toBe(true);
    expect(started).toEqual({ amount: 1, mines: 24 });
    fireEvent.click(screen.getByRole('button', { name: t.random }));
    expect(await screen.findByText(`${t.announceMine} Lost the ₽1.00 stake.`)).toBeTruthy();
    expect(tile(3, 3).getAttribute('data-state')).toBe('mine');
    expect(tile(1, 2).getAttribute('data-state')).toBe('mine-missed');
    expect(tile(1, 1).getAttribute('data-state')).toBe('gem-missed');
  });
});
