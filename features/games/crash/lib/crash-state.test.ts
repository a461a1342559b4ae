import { describe, expect, it } from 'vitest';
import { crashFrameAt, estimateElapsedMs } from './crash-frame';
import { EMPTY_CRASH_STATE, reduceCrash, withMyBet, type CrashState } from './crash-state';
import { readCrashBet, readCrashEvent } from './crash-wire';

const wireBet = (over: Record<string, unknown> = {}) => ({
  id: 11,
  user: { name: 'Ann', avatar: null },
  amount: 10,
  currency: 'RUB',
  cashed_out_at: null,
  payout: null,
  demo: false,
  ...over,
});

function run(events: Record<string, unknown>[], start: CrashState = EMPTY_CRASH_STATE, at = 1_000) {
  let state = start;
  const effects = [];
  for (const raw of events) {
    const event = readCrashEvent({ game: 'crash', ...raw } as unknown as { type: string });
    if (!event) throw new Error(`unreadable event ${JSON.stringify(raw)}`);
    const step = reduceCrash(state, event, at);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('the crash round as the screen keeps it', () => {
  it('starts from a snapshot: the running round, its bets, my bet and the history', () => {
    const { state, effects } = run([
      {
        type: 'snapshot',
        server_time: 5_000,
        round: {
          id: 7,
          phase: 'running',
          betting_ends_at: 1_000,
          started_at: 2_000,
          elapsed_ms: 3_000,
          multiplier: 1.19,
          bets: [wireBet(), wireBet({ id: 12, user: null, amount: '2.5' })],
          my_bet: wireBet({ auto_cashout: 2 }),
        },
        history: [{ round_id: 6, crash: 3.51, hash: 'a'.repeat(64) }],
      },
    ]);
    expect(effects).toEqual([]);
    expect(state.round).toMatchObject({ id: '7', phase: 'running', startedAt: 2_000 });
    expect(state.round?.bets.map((bet) => [bet.userName, bet.hidden, bet.amountMinor])).toEqual([
      ['Ann', false, 1_000],
      [null, true, 250],
    ]);
    expect(state.myBet).toMatchObject({ id: '11', autoCashoutCenti: 200 });
    expect(state.history).toEqual([{ roundId: '6', crashCenti: 351, hash: 'a'.repeat(64) }]);
    expect(state.tick).toEqual({ roundId: '7', elapsedMs: 3_000, receivedAtMs: 1_000 });
  });

  it('starts empty from a snapshot without a round (the game has only just started)', () => {
    const { state } = run([{ type: 'snapshot', server_time: 1, round: null, history: [] }]);
    expect(state).toEqual(EMPTY_CRASH_STATE);
  });

  it('follows a round from betting through bets and cash-outs to the crash', () => {
    const { state: betting, effects: opened } = run([{ type: 'round_betting', round_id: 8, betting_ends_at: 9_000 }]);
    expect(opened).toEqual([{ kind: 'betting', roundId: '8', bettingEndsAt: 9_000 }]);
    const placed = withMyBet(betting, readCrashBet(wireBet({ id: 20, auto_cashout: 1.5 })));
    const { state, effects } = run(
      [
        { type: 'bet', round_id: 8, bet: wireBet({ id: 20 }) },
        { type: 'bet', round_id: 8, bet: wireBet({ id: 21, user: { name: 'Bob' } }) },
        { type: 'bet_cancelled', round_id: 8, bet_id: 21 },
        { type: 'round_running', round_id: 8, started_at: 10_000 },
        { type: 'tick', round_id: 8, elapsed_ms: 100, multiplier: 1.0, sent_at: 10_100 },
        {
          type: 'cashouts',
          round_id: 8,
          cashouts: [
            { bet_id: 20, multiplier: 1.5, payout: 15 },
            { bet_id: 99, multiplier: 1.2, payout: 3 },
          ],
        },
        { type: 'cashouts', round_id: 8, cashouts: [{ bet_id: 20, multiplier: 1.5, payout: 15 }] },
        { type: 'crash', round_id: 8, crash: 2.02, hash: 'b'.repeat(64), elapsed_ms: 11_700 },
      ],
      placed,
    );
    expect(state.round?.bets).toHaveLength(1);
    expect(state.myBet).toMatchObject({ id: '20', autoCashoutCenti: 150, cashedOutCenti: 150, payoutMinor: 1_500 });
    expect(effects.map((effect) => effect.kind)).toEqual(['running', 'cashedOut', 'crashed']);
    expect(state.round).toMatchObject({ phase: 'crashed', crashCenti: 202, hash: 'b'.repeat(64) });
    expect(state.history[0]).toEqual({ roundId: '8', crashCenti: 202, hash: 'b'.repeat(64) });
    expect(state.tick).toBeNull();
    expect(crashFrameAt(state, 0, 0)).toMatchObject({ cashouts: [], myCashoutCenti: 150 });
  });

  it("takes a demo bet event as the viewer's own, and drops my bet when the next round opens", () => {
    const { state } = run([
      { type: 'round_betting', round_id: 9, betting_ends_at: 9_000 },
      { type: 'bet', round_id: 9, bet: wireBet({ id: 30, demo: true }) },
    ]);
    expect(state.myBet?.id).toBe('30');
    const { state: next } = run([{ type: 'round_betting', round_id: 10, betting_ends_at: 19_000 }], state);
    expect(next.myBet).toBeNull();
    expect(next.round?.bets).toEqual([]);
  });

  it('ignores ticks and bets of another round, and reads nothing of another game', () => {
    const { state } = run([
      { type: 'round_betting', round_id: 9, betting_ends_at: 9_000 },
      { type: 'tick', round_id: 4, elapsed_ms: 100, multiplier: 1.01 },
      { type: 'bet', round_id: 4, bet: wireBet() },
    ]);
    expect(state.round?.bets).toEqual([]);
    expect(state.tick).toBeNull();
    expect(readCrashEvent({ type: 'tick', game: 'roulette' })).toBeNull();
    expect(readCrashEvent({ type: 'tick', game: 'crash', round_id: 1 } as { type: string })).toBeNull();
  });
});

describe('the time on the curve', () => {
  const tick = { roundId: '1', elapsedMs: 5_000, receivedAtMs: 100_000 };

  it('follows the server clock between ticks', () => {
    expect(estimateElapsedMs({ serverNowMs: 15_050, startedAtMs: 10_000, tick, localNowMs: 100_040 })).toBe(5_050);
  });

  it('is never behind the last tick, nor more than a trip ahead of it', () => {
    // A clock offset that is 2 s off either way is pulled back to the tick.
    expect(estimateElapsedMs({ serverNowMs: 13_000, startedAtMs: 10_000, tick, localNowMs: 100_050 })).toBe(5_050);
    expect(estimateElapsedMs({ serverNowMs: 17_000, startedAtMs: 10_000, tick, localNowMs: 100_050 })).toBe(5_350);
  });

  it('stops guessing when the ticks stop', () => {
    expect(estimateElapsedMs({ serverNowMs: 40_000, startedAtMs: 10_000, tick, localNowMs: 130_000 })).toBe(6_800);
  });

  it('shows the countdown while betting and the crash point once crashed', () => {
    const { state: betting } = run([{ type: 'round_betting', round_id: 3, betting_ends_at: 10_000 }]);
    expect(crashFrameAt(betting, 6_500, 0)).toMatchObject({ phase: 'betting', bettingLeftMs: 3_500, bettingLeftShare: 0.5 });
    expect(crashFrameAt(betting, 10_001, 0).phase).toBe('starting');
    const { state: crashed } = run([{ type: 'crash', round_id: 3, crash: 2, hash: 'c'.repeat(64) }], betting);
    expect(crashFrameAt(crashed, 0, 0)).toMatchObject({ phase: 'crashed', centi: 200 });
    expect(crashFrameAt(EMPTY_CRASH_STATE, 0, 0).phase).toBe('waiting');
  });
});
