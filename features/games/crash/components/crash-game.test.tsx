// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { getPreviousGameHash } from '@/lib/fairness/crash';
import { BUSTABIT_HASH as HASH, BUSTABIT_SALT as SALT } from '@/lib/fairness/testing/bustabit-game';
import { GAMES } from '../../shared/testing/game-test-kit';
import { useGameSettings } from '../../shared/stores/game-settings';
import { refusal } from '../../live/testing/fake-live-socket';
import { startLiveTableTest } from '../../live/testing/live-table-kit';
import { CrashGame } from './crash-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const { seatGuest } = startLiveTableTest('crash');
const t = en.games.play.crash;

const wireBet = (over: Record<string, unknown> = {}) => ({
  id: 40,
  user: { name: 'Guest' },
  amount: 1,
  currency: 'RUB',
  cashed_out_at: null,
  payout: null,
  demo: true,
  ...over,
});

beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('the crash table', () => {
  it('bets in the betting phase, cashes out while the round runs, and announces it once', async () => {
    const { sent, emit } = await seatGuest((link) => <CrashGame link={link} />, {
      reply: ({ op }) =>
        op === 'bet'
          ? { bet: wireBet({ auto_cashout: 3 }), balance: 999 }
          : { bet: wireBet({ cashed_out_at: 1.5, payout: 1.5 }), balance: 1000.5 },
    });
    emit({ type: 'round_betting', round_id: 5, betting_ends_at: Date.now() + 7_000 });
    fireEvent.change(screen.getByLabelText(t.autoCashout), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: t.bet }));
    expect(await screen.findByText('Your bet: ₽1.00, auto cash-out at 3.00×.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ op: 'bet', args: { game: 'crash', amount: 1, currency: 'RUB', auto_cashout: 3 } });
    expect(typeof sent[0].args.key).toBe('string');
    expect(screen.getByText('₽999.00')).toBeTruthy();
    expect(screen.getByText('Bet placed: ₽1.00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.cancel })).toBeTruthy();
    // Space (once shortcuts are on) bets and cashes out, and never cancels.
    act(() => useGameSettings.setState({ hotkeysOn: true }));
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(sent.map((item) => item.op)).toEqual(['bet']);

    emit({ type: 'bet', round_id: 5, bet: wireBet() });
    emit({ type: 'round_running', round_id: 5, started_at: Date.now() });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('Cashed out at 1.50×: ₽1.50 paid.')).toBeTruthy();
    emit({ type: 'cashouts', round_id: 5, cashouts: [{ bet_id: 40, multiplier: 1.5, payout: 1.5 }] });
    expect(screen.getAllByText(/Cashed out at 1\.50×/)).toHaveLength(2);
    expect(sent.map((item) => item.op)).toEqual(['bet', 'cashout']);
    const players = screen.getByRole('table');
    expect(within(players).getByText(t.players.you)).toBeTruthy();
    expect(within(players).getByText('1.50×')).toBeTruthy();
    expect(screen.getByText('₽1,000.50')).toBeTruthy();
  });

  it('keeps a bet made while the round runs for the next round, and sends it when bets open', async () => {
    const { sent, emit } = await seatGuest((link) => <CrashGame link={link} />, {
      reply: () => ({ bet: wireBet({ id: 41 }), balance: 999 }),
    });
    emit({ type: 'round_running', round_id: 6, started_at: Date.now() });
    fireEvent.click(screen.getByRole('button', { name: t.betNext }));
    expect(screen.getByText('Your bet of ₽1.00 goes in when the next round opens.')).toBeTruthy();
    expect(sent).toEqual([]);
    emit({ type: 'crash', round_id: 6, crash: 1.2, hash: HASH });
    expect(screen.getByText('Crashed at 1.20×.')).toBeTruthy();
    emit({ type: 'round_betting', round_id: 7, betting_ends_at: Date.now() + 7_000 });
    expect(await screen.findByText('Your bet: ₽1.00.')).toBeTruthy();
    expect(sent.map((item) => item.op)).toEqual(['bet']);
  });

  it("says why a bet was refused, in the crash's words or every game's", async () => {
    let next: Error = refusal(422, 'stake_out_of_range', '1 to 50000', 'amount');
    const { emit } = await seatGuest((link) => <CrashGame link={link} />, { reply: () => next });
    emit({ type: 'round_betting', round_id: 8, betting_ends_at: Date.now() + 7_000 });
    fireEvent.click(screen.getByRole('button', { name: t.bet }));
    expect(await screen.findByText(en.games.play.errors.stake_out_of_range)).toBeTruthy();
    next = refusal(409, 'phase_closed', 'Bets are taken in the betting phase only.');
    fireEvent.click(screen.getByRole('button', { name: t.bet }));
    expect(await screen.findByText(t.errors.phase_closed)).toBeTruthy();
  });

  it('shows the last crash points and checks one with the public salt and the chain', async () => {
    const chain = http.get(`${GAMES}/crash/chain`, () =>
      HttpResponse.json({ terminal_hash: 'f'.repeat(64), salt: SALT, length: 10_000, rounds_played: 12 }),
    );
    const { emit } = await seatGuest((link) => <CrashGame link={link} />, { handlers: [chain] });
    emit({
      type: 'snapshot',
      server_time: Date.now(),
      round: {
        id: 12,
        phase: 'betting',
        betting_ends_at: Date.now() + 5_000,
        started_at: null,
        bets: [{ ...wireBet({ id: 1, demo: false }), user: null }],
        my_bet: null,
      },
      history: [
        { round_id: 11, crash: 1.46, hash: HASH },
        { round_id: 10, crash: 5.56, hash: getPreviousGameHash(HASH) },
      ],
    });
    expect(within(screen.getByRole('table')).getByText(t.players.hidden)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Round 11: crashed at 1.46×. Check it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round 11' });
    expect(await within(dialog).findByText(t.verify.match)).toBeTruthy();
    expect(within(dialog).getByText(SALT)).toBeTruthy();
    expect(within(dialog).getByText(en.games.play.live.verify.linked)).toBeTruthy();
  });
});
