import { describe, expect, it } from 'vitest';
import { EMPTY_ROULETTE_STATE, HISTORY_KEPT, reduceRoulette, totalsByColor, withMyBet, type RouletteState } from './roulette-state';
import { readRouletteBet, readRouletteEvent, type RouletteEvent } from './roulette-wire';

const HASH = 'a'.repeat(64);
const wireBet = (over: Record<string, unknown> = {}) => ({
  id: 1,
  user: { name: 'Ann' },
  color: 'red',
  amount: 10,
  currency: 'RUB',
  payout: null,
  demo: false,
  ...over,
});

function event(frame: Record<string, unknown>): RouletteEvent {
  const read = readRouletteEvent({ game: 'roulette', ...frame } as { type: string; game: string });
  if (!read) throw new Error(`unreadable frame ${JSON.stringify(frame)}`);
  return read;
}

function fold(frames: Record<string, unknown>[], from: RouletteState = EMPTY_ROULETTE_STATE) {
  let state = from;
  const effects = [];
  for (const frame of frames) {
    const next = reduceRoulette(state, event(frame));
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('the roulette socket read into the screen state', () => {
  it('skips other games, unknown colours and sectors off the wheel', () => {
    expect(readRouletteEvent({ type: 'round_betting', game: 'crash', round_id: 1, betting_ends_at: 5 } as never)).toBeNull();
    expect(readRouletteEvent({ type: 'bet', game: 'roulette', round_id: 1, bet: wireBet({ color: 'green' }) } as never)).toBeNull();
    expect(
      readRouletteEvent({
        type: 'round_spinning',
        game: 'roulette',
        round_id: 1,
        sector: 50,
        color: 'red',
        hash: HASH,
        result_at: 9,
      } as never),
    ).toBeNull();
    expect(readRouletteBet(wireBet({ amount: '12.34' }))).toMatchObject({
      id: '1',
      amountMinor: 1234,
      userName: 'Ann',
      hidden: false,
      payoutMinor: null,
    });
    expect(readRouletteBet({ ...wireBet(), user: null })).toMatchObject({ hidden: true, userName: null });
  });

  it("takes a snapshot mid-round with the viewer's demo bets, which only my_bets carries", () => {
    const { state } = fold([
      {
        type: 'snapshot',
        server_time: 1,
        round: {
          id: 7,
          phase: 'betting',
          betting_ends_at: 100,
          result_at: null,
          sector: null,
          color: null,
          hash: null,
          bets: [wireBet()],
          my_bets: [wireBet({ id: 'd1', color: 'gold', amount: 1, demo: true, user: null })],
        },
        history: [{ round_id: 6, sector: 16, color: 'blue', hash: HASH }],
      },
    ]);
    expect(state.round?.bets.map((bet) => bet.id)).toEqual(['1', 'd1']);
    expect(state.myBets.map((bet) => bet.id)).toEqual(['d1']);
    expect(state.history).toEqual([{ roundId: '6', sector: 16, color: 'blue', hash: HASH }]);
  });

  it("merges bets by id, marks demo bets as the viewer's, and starts each round with no bets of the viewer", () => {
    const { state, effects } = fold([
      { type: 'round_betting', round_id: 1, betting_ends_at: 100 },
      { type: 'bet', round_id: 1, bet: wireBet() },
      { type: 'bet', round_id: 1, bet: wireBet() },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 2, color: 'grey', demo: true, user: null }) },
      { type: 'bet', round_id: 99, bet: wireBet({ id: 3 }) },
    ]);
    expect(state.round?.bets.map((bet) => bet.id)).toEqual(['1', '2']);
    expect(state.myBets.map((bet) => bet.id)).toEqual(['2']);
    expect(effects).toEqual([{ kind: 'betting', roundId: '1' }]);
    const next = fold([{ type: 'round_betting', round_id: 2, betting_ends_at: 200 }], state).state;
    expect(next.myBets).toEqual([]);
    expect(next.round?.bets).toEqual([]);
  });

  it('learns the result at the spin, settles the bets at the result (posted payouts, the formula for demo) and keeps 30 results', () => {
    const mine = readRouletteBet(wireBet({ id: 5, color: 'blue', amount: 3, demo: true, user: null }));
    const start = fold([
      { type: 'round_betting', round_id: 1, betting_ends_at: 100 },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 4, color: 'blue', amount: 10 }) },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 6, color: 'red', amount: 10 }) },
    ]).state;
    const withMine = mine ? withMyBet(start, mine) : start;
    const { state, effects } = fold(
      [
        { type: 'round_spinning', round_id: 1, sector: 6, color: 'blue', multiplier: 5.5, hash: HASH, result_at: 500 },
        {
          type: 'round_result',
          round_id: 1,
          sector: 6,
          color: 'blue',
          multiplier: 5.5,
          hash: HASH,
          winners: [{ bet_id: 4, payout: 55, currency: 'RUB', user: null }],
        },
      ],
      withMine,
    );
    expect(state.history).toHaveLength(1);
    expect(state.round).toMatchObject({ phase: 'settled', sector: 6, color: 'blue', resultAt: 500 });
    expect(state.round?.bets.map((bet) => [bet.id, bet.payoutMinor])).toEqual([
      ['4', 5500],
      ['6', 0],
      ['5', 1650],
    ]);
    expect(effects.map((effect) => effect.kind)).toEqual(['spinning', 'result']);
    expect(effects[1]).toMatchObject({ color: 'blue', myBets: [{ id: '5', payoutMinor: 1650 }] });
    const confirmed = fold([{ type: 'bet_result', round_id: 1, bet_id: 5, payout: '16.5' }], state).state;
    expect(confirmed.myBets[0].payoutMinor).toBe(1650);

    let many = state;
    for (let id = 2; id < 40; id += 1)
      many = fold([{ type: 'round_result', round_id: id, sector: 0, color: 'gold', hash: HASH, winners: [] }], many).state;
    expect(many.history).toHaveLength(HISTORY_KEPT);
    expect(many.history[0].roundId).toBe('39');
  });

  it("adds up each colour in the viewer's currency and counts every bet", () => {
    const { state } = fold([
      { type: 'round_betting', round_id: 1, betting_ends_at: 100 },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 1, color: 'red', amount: 10 }) },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 2, color: 'red', amount: '2.5' }) },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 3, color: 'red', amount: 1, currency: 'USD' }) },
      { type: 'bet', round_id: 1, bet: wireBet({ id: 4, color: 'gold', amount: 1, demo: true }) },
    ]);
    const totals = totalsByColor(state.round, state.myBets, 'RUB');
    expect(totals.red).toEqual({ totalMinor: 1250, count: 3, mineMinor: 0 });
    expect(totals.gold).toEqual({ totalMinor: 100, count: 1, mineMinor: 100 });
    expect(totals.grey).toEqual({ totalMinor: 0, count: 0, mineMinor: 0 });
  });
});
