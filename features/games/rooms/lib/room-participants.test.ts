import { describe, expect, it } from 'vitest';
import { participantsOf, sharesBp, stripOf, ticketPosition, WHOLE_BP } from './room-participants';
import type { RoomBet } from './rooms-wire';

const bet = (id: string, amountMinor: number, name: string | null, over: Partial<RoomBet> = {}): RoomBet => ({
  id,
  amountMinor,
  name,
  avatar: null,
  hidden: name === null,
  currency: 'RUB',
  demo: false,
  ...over,
});

describe('the players of a room and their chances', () => {
  it('shares the pot in basis points that always add up to 100 %', () => {
    expect(sharesBp([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(sharesBp([100, 250, 50])).toEqual([2500, 6250, 1250]);
    expect(sharesBp([1, 999_999])).toEqual([0, 10_000]);
    expect(sharesBp([0, 0])).toEqual([0, 0]);
    for (const amounts of [[7, 13, 29, 1], [1, 2, 3, 4, 5, 6, 7], [33_333, 33_333, 33_334], Array.from({ length: 100 }, (_, i) => i + 1)]) {
      expect(sharesBp(amounts).reduce((sum, share) => sum + share, 0)).toBe(WHOLE_BP);
    }
  });

  it('groups stakes by player (the viewer, a named player, each hidden stake alone) in order of joining', () => {
    const bets = [
      bet('1', 100, 'Ann'),
      bet('2', 300, null),
      bet('3', 100, 'Bob'),
      bet('4', 200, 'Ann'),
      bet('5', 300, 'Me', { demo: true }),
    ];
    const players = participantsOf(bets, new Set(['5']));
    expect(players.map((p) => [p.key, p.stakeMinor, p.stakes, p.chanceBp, p.tone])).toEqual([
      ['name:Ann', 300, 2, 3000, 0],
      ['bet:2', 300, 1, 3000, 1],
      ['name:Bob', 100, 1, 1000, 2],
      ['me', 300, 1, 3000, -1],
    ]);
    expect(players[0].betIds).toEqual(['1', '4']);
  });

  it("draws the pot as bands in ticket order, one per run of the same player's stakes", () => {
    const bets = [bet('1', 100, 'Ann'), bet('2', 50, 'Ann'), bet('3', 250, 'Bob'), bet('4', 10, 'Ann')];
    const players = participantsOf(bets, new Set());
    expect(stripOf(bets, players, new Set())).toEqual([
      { key: 'name:Ann', tone: 0, amountMinor: 150 },
      { key: 'name:Bob', tone: 1, amountMinor: 250 },
      { key: 'name:Ann', tone: 0, amountMinor: 10 },
    ]);
    expect(ticketPosition(298, 400)).toBeCloseTo(298.5 / 400, 10);
    expect(ticketPosition(0, 0)).toBe(0.5);
  });
});
