import { describe, expect, it } from 'vitest';
import { currentRoundEntry } from './room-view';
import {
  EMPTY_ROOMS_STATE,
  instanceKey,
  reduceRooms,
  shownPotMinor,
  shownResult,
  ticketOrder,
  withMyBet,
  type RoomsState,
} from './rooms-state';
import { readRoomBet, readRoomsEvent } from './rooms-wire';

const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';
const COMMIT = '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f';
const red = { room: 'red', currency: 'RUB' };
const wireBet = (id: number, amount: number, name: string | null, demo = false) => ({
  id,
  user: name === null ? null : { name, avatar: null },
  amount,
  currency: 'RUB',
  demo,
});
const result = (over: Record<string, unknown> = {}) => ({
  pot: 4,
  commission: 0.2,
  payout: 3.8,
  ticket: 298,
  winner: { bet_id: 8, user: { name: 'Bob', avatar: null } },
  refunded: false,
  seed: SEED,
  hash_commit: COMMIT,
  ...over,
});

function fold(frames: Record<string, unknown>[], from: RoomsState = EMPTY_ROOMS_STATE) {
  let state = from;
  const effects = [];
  for (const frame of frames) {
    const event = readRoomsEvent({ game: 'rooms', ...frame } as { type: string; game: string });
    if (!event) throw new Error(`unreadable frame ${JSON.stringify(frame)}`);
    const next = reduceRooms(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('the rooms socket read into the screen state', () => {
  it('skips other games, unknown rooms and amounts the currency cannot hold', () => {
    expect(readRoomsEvent({ game: 'roulette', type: 'round_open', ...red, round_id: 1, hash_commit: COMMIT } as never)).toBeNull();
    expect(
      readRoomsEvent({ game: 'rooms', type: 'round_open', room: 'green', currency: 'RUB', round_id: 1, hash_commit: COMMIT } as never),
    ).toBeNull();
    expect(
      readRoomsEvent({ game: 'rooms', type: 'bet', ...red, round_id: 1, bet: wireBet(1, 0.001, 'Ann'), pot: 1, players: 1 } as never),
    ).toBeNull();
    expect(readRoomBet(wireBet(3, 2.5, null))).toMatchObject({ id: '3', amountMinor: 250, hidden: true, name: null });
  });

  it('follows a round from its commitment through the window and the stakes to the draw, and keeps what the check needs', () => {
    const { state, effects } = fold([
      { type: 'round_open', ...red, round_id: 42, hash_commit: COMMIT },
      { type: 'bet', ...red, round_id: 42, bet: wireBet(7, 1, 'Ann'), pot: 1, players: 1 },
      { type: 'round_betting', ...red, round_id: 42, betting_ends_at: 30_000 },
      { type: 'bet', ...red, round_id: 42, bet: wireBet(8, 2.5, 'Bob'), pot: 3.5, players: 2 },
      { type: 'bet', ...red, round_id: 42, bet: wireBet(8, 2.5, 'Bob'), pot: 3.5, players: 2 },
      { type: 'bet', ...red, round_id: 42, bet: wireBet(9, 0.5, null), pot: 4, players: 3 },
      { type: 'round_result', ...red, round_id: 42, ...result() },
    ]);
    const instance = state.instances[instanceKey('red', 'RUB')];
    expect(instance.round).toMatchObject({
      id: '42',
      phase: 'drawn',
      hashCommit: COMMIT,
      bettingEndsAt: 30_000,
      serverPotMinor: 400,
      serverPlayers: 3,
    });
    expect(instance.round?.bets.map((bet) => bet.id)).toEqual(['7', '8', '9']);
    expect(shownResult(instance)).toMatchObject({
      potMinor: 400,
      payoutMinor: 380,
      commissionMinor: 20,
      ticket: 298,
      winner: { betId: '8', name: 'Bob' },
    });
    expect(instance.history[0]).toMatchObject({
      roundId: '42',
      hashCommit: COMMIT,
      ticket: 298,
      stakes: [
        { betId: '7', amountMinor: 100 },
        { betId: '8', amountMinor: 250 },
        { betId: '9', amountMinor: 50 },
      ],
    });
    expect(currentRoundEntry(instance)).toBe(instance.history[0]);
    expect(effects.map((effect) => effect.kind)).toEqual(['opened', 'betting', 'drawn']);

    const next = fold([{ type: 'round_open', ...red, round_id: 43, hash_commit: 'e'.repeat(64) }], state).state.instances[
      instanceKey('red', 'RUB')
    ];
    expect(next.round).toMatchObject({ id: '43', phase: 'waiting', bets: [], result: null });
    expect(next.history).toHaveLength(1);
  });

  it("plays the viewer's demo stakes in a copy of their own: after the real ones, with their own pot and result", () => {
    const start = fold([
      { type: 'round_open', ...red, round_id: 5, hash_commit: COMMIT },
      { type: 'bet', ...red, round_id: 5, bet: wireBet(20, 3, 'Ann'), pot: 3, players: 1 },
      { type: 'bet', ...red, round_id: 5, bet: wireBet(12, 2, null, true), pot: 5, players: 2 },
    ]).state;
    const mine = readRoomBet(wireBet(13, 1, null, true));
    const state = mine ? withMyBet(start, 'red', 'RUB', mine) : start;
    const instance = state.instances[instanceKey('red', 'RUB')];
    expect(ticketOrder(instance.round, true).map((bet) => bet.id)).toEqual(['20', '12', '13']);
    expect(ticketOrder(instance.round, false).map((bet) => bet.id)).toEqual(['20']);
    expect(shownPotMinor(instance)).toBe(600);
    expect(instance.round?.serverPotMinor).toBe(300);

    const real = fold(
      [
        {
          type: 'round_result',
          ...red,
          round_id: 5,
          ...result({ pot: 3, payout: 0, commission: 0, ticket: null, winner: null, refunded: true }),
        },
      ],
      state,
    );
    expect(real.effects).toEqual([]);
    expect(shownResult(real.state.instances[instanceKey('red', 'RUB')])).toBeNull();
    const demo = fold(
      [
        {
          type: 'demo_result',
          ...red,
          round_id: 5,
          ...result({ pot: 6, payout: 5.7, commission: 0.3, ticket: 410, winner: { bet_id: 12, user: null } }),
        },
      ],
      real.state,
    );
    const drawn = demo.state.instances[instanceKey('red', 'RUB')];
    expect(demo.effects).toMatchObject([{ kind: 'drawn', room: 'red', result: { potMinor: 600, winner: { betId: '12' } } }]);
    expect(currentRoundEntry(drawn)?.stakes?.map((stake) => stake.betId)).toEqual(['20', '12', '13']);
    // The viewer's history holds their copy of the round, not the real round's refund.
    expect(drawn.history.map((entry) => [entry.roundId, entry.demo, entry.potMinor])).toEqual([['5', true, 600]]);
  });

  it("takes a reconnect's snapshot (the viewer's stakes in my_bets, a demo result) and keeps what it had seen of old rounds", () => {
    const seen = fold([
      { type: 'round_open', ...red, round_id: 42, hash_commit: COMMIT },
      { type: 'bet', ...red, round_id: 42, bet: wireBet(7, 4, 'Ann'), pot: 4, players: 1 },
      { type: 'round_result', ...red, round_id: 42, ...result({ ticket: 5, winner: { bet_id: 7, user: null } }) },
    ]).state;
    const { state } = fold(
      [
        {
          type: 'snapshot',
          server_time: 1,
          rooms: [
            {
              ...red,
              round: {
                id: 44,
                phase: 'betting',
                hash_commit: COMMIT,
                betting_ends_at: 9,
                pot: 1,
                players: 1,
                bets: [wireBet(50, 1, 'Ann')],
                my_bets: [wireBet(51, 2, null, true)],
                result: null,
              },
              history: [
                { round_id: 43, pot: 2, payout: 1.9, winner: null, refunded: false, seed: SEED },
                { round_id: 42, pot: 4, payout: 3.8, winner: { bet_id: 7, user: null }, refunded: false, seed: SEED },
              ],
            },
            { room: 'purple', currency: 'USD', round: null, history: [] },
          ],
        },
      ],
      seen,
    );
    const instance = state.instances[instanceKey('red', 'RUB')];
    expect(instance.myBets.map((bet) => bet.id)).toEqual(['51']);
    expect(instance.round?.bets.map((bet) => bet.id)).toEqual(['50', '51']);
    expect(instance.history.map((entry) => [entry.roundId, entry.ticket])).toEqual([
      ['43', null],
      ['42', 5],
    ]);
    expect(state.instances[instanceKey('purple', 'USD')].round).toBeNull();
  });
});
