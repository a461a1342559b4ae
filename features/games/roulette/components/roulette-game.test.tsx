// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { getRouletteResult } from '@/lib/fairness/roulette';
import { BUSTABIT_HASH as HASH, BUSTABIT_SALT as SALT } from '@/lib/fairness/testing/bustabit-game';
import { demoHandlers, GAMES, renderGame } from '../../shared/testing/game-test-kit';
import { fakeLiveSocket, refusal } from '../../live/testing/fake-live-socket';
import { startLiveTableTest } from '../../live/testing/live-table-kit';
import { RouletteGame } from './roulette-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const { server, seatGuest } = startLiveTableTest('roulette');
const t = en.games.play.roulette;

const wireBet = (over: Record<string, unknown> = {}) => ({
  id: 40,
  user: null,
  color: 'red',
  amount: 1,
  currency: 'RUB',
  payout: null,
  demo: true,
  ...over,
});
const config = () =>
  http.get(`${GAMES}/roulette/config`, () =>
    HttpResponse.json({
      currency: 'RUB',
      betting_ms: 15_000,
      spinning_ms: 6_000,
      chain: { terminal_hash: 'f'.repeat(64), salt: SALT, length: 10_000, rounds_played: 3 },
    }),
  );

describe('the roulette table', () => {
  it("bets on two colours in one round, shows every colour's total, and announces the result and the win", async () => {
    let nextId = 40;
    const { sent, emit, clock } = await seatGuest((link) => <RouletteGame link={link} />, {
      reply: ({ args }) => ({ bet: wireBet({ id: nextId++, color: args.color, amount: args.amount }), balance: 1000 - sent.length }),
      handlers: [config()],
    });
    emit({ type: 'round_betting', round_id: 5, betting_ends_at: clock.now + 15_000 });
    emit({ type: 'bet', round_id: 5, bet: wireBet({ id: 7, user: { name: 'Bob' }, color: 'red', amount: 25, demo: false }) });
    expect(screen.getByRole('button', { name: 'Bet on Red, pays 3.3×' }).textContent).toContain('₽25.00 · 1 bet');

    fireEvent.change(screen.getByLabelText(en.games.play.stake.label), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Red, pays 3.3×' }));
    expect(await screen.findByText('Your bets: ₽2.00 on Red.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Grey, pays 1.98×' }));
    expect(await screen.findByText('Your bets: ₽2.00 on Red, ₽2.00 on Grey.')).toBeTruthy();
    expect(sent.map((command) => [command.op, command.args.color, command.args.amount, command.args.currency])).toEqual([
      ['bet', 'red', 2, 'RUB'],
      ['bet', 'grey', 2, 'RUB'],
    ]);
    expect(new Set(sent.map((command) => command.args.key)).size).toBe(2);
    const red = screen.getByRole<HTMLButtonElement>('button', { name: 'Red: your bet ₽2.00' });
    expect(red.disabled).toBe(true);
    expect(red.textContent).toContain('₽27.00 · 2 bets');
    expect(screen.getByText('₽998.00')).toBeTruthy();

    emit({ type: 'round_spinning', round_id: 5, sector: 1, color: 'grey', multiplier: 1.98, hash: HASH, result_at: clock.now + 6_000 });
    expect(screen.getByText(t.announce.spinning)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bet on Blue, pays 5.5×' }).disabled).toBe(true);
    emit({ type: 'round_result', round_id: 5, sector: 1, color: 'grey', multiplier: 1.98, hash: HASH, winners: [] });
    // ₽2.00 on Red and ₽2.00 on Grey paid ₽3.96: a loss, told and coloured as one.
    expect(screen.getByText('Grey wins, 1.98×. Returned ₽3.96 of ₽4.00: a loss of ₽0.04.')).toBeTruthy();
    expect(screen.getByText('Returned ₽3.96 of ₽4.00: a loss of ₽0.04.').getAttribute('data-state')).toBe('lost');
    const greyColumn = screen.getByRole('region', { name: 'Grey' });
    expect(within(greyColumn).getByText('+₽3.96')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Round 5: Grey, 1.98×. Check it` })).toBeTruthy();
  });

  it("keeps a gold bet within the wheel's limits, and says why the server refused one", async () => {
    let answer: Record<string, unknown> | Error = refusal(409, 'bet_exists', 'one bet per colour');
    const { sent, emit, clock } = await seatGuest((link) => <RouletteGame link={link} />, { reply: () => answer, handlers: [config()] });
    emit({ type: 'round_betting', round_id: 9, betting_ends_at: clock.now + 15_000 });
    expect(screen.getByText('Gold: ₽1.00 per bet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.games.play.stake.label), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Gold, pays 49.5×' }));
    expect(screen.getByText('A bet on Gold is exactly ₽1.00.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Blue, pays 5.5×' }));
    expect(await screen.findByText(t.errors.bet_exists)).toBeTruthy();
    answer = refusal(422, 'insufficient_funds', 'not enough', 'amount');
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Red, pays 3.3×' }));
    expect(await screen.findByText(new RegExp(en.games.play.errors.insufficient_funds))).toBeTruthy();
  });

  it('resumes a round from the snapshot after a reconnect, and checks a result with the public salt', async () => {
    server.use(...demoHandlers(), config());
    const { socket, emit, clock } = fakeLiveSocket('roulette', () => ({}));
    const result = getRouletteResult(HASH, SALT);
    renderGame(<RouletteGame link={{ socket, connection: 'reconnecting', auth: 'none' }} />);
    expect(screen.getAllByText(en.games.play.live.connection.reconnecting).length).toBeGreaterThan(0);
    emit({
      type: 'snapshot',
      server_time: clock.now,
      round: {
        id: 12,
        phase: 'spinning',
        betting_ends_at: clock.now - 1_000,
        result_at: clock.now + 5_000,
        sector: 3,
        color: 'grey',
        hash: 'c'.repeat(64),
        bets: [],
        my_bets: [wireBet({ id: 3, color: 'blue', amount: 4 })],
      },
      history: [
        { round_id: 11, sector: result.sector, color: result.color, hash: HASH },
        { round_id: 10, sector: 0, color: 'gold', hash: 'd'.repeat(64) },
      ],
    });
    expect(screen.getByText('Your bets: ₽4.00 on Blue.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Blue' })).getByText(t.bets.you)).toBeTruthy();
    const name = `Round 11: ${t.colors[result.color]}, ${{ grey: '1.98', red: '3.3', blue: '5.5', gold: '49.5' }[result.color]}×. Check it`;
    fireEvent.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Round 11' });
    expect(await within(dialog).findByText(t.verify.match)).toBeTruthy();
    expect(within(dialog).getByText(SALT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.games.play.live.verify.close }));
    fireEvent.click(screen.getByRole('button', { name: 'Round 10: Gold, 49.5×. Check it' }));
    const second = await screen.findByRole('dialog', { name: 'Round 10' });
    expect(await within(second).findByText(en.games.play.live.verify.mismatch)).toBeTruthy();
  });
});
