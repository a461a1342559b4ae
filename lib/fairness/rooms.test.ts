import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GAME_RTP_BP } from '../games/rtp';
import { drawRoom, getRoomTicket, ROOMS_COMMISSION_BP, roomStakeLimit, splitRoomPot, stakeHoldingTicket } from './rooms';

const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';

/** The ticket again with node:crypto and BigInt only. */
function referenceTicket(seed: string, roundId: number, pot: number): number {
  const h = createHmac('sha256', seed).update(`rooms:${roundId}`).digest();
  const bits53 = BigInt(`0x${h.subarray(0, 7).toString('hex')}`) >> 3n;
  return Number((bits53 * BigInt(pot)) / 2n ** 53n);
}

describe('rooms draw', () => {
  it('draws exact tickets from the seed and the round id, as a separate implementation does', () => {
    expect(getRoomTicket(SEED, 1, 1_000)).toBe(800);
    expect(getRoomTicket(SEED, 42, 12_345)).toBe(9_199);
    expect(getRoomTicket(SEED, 42, 400)).toBe(298);
    for (const [round, pot] of [
      [1, 1_000],
      [42, 12_345],
      [42, 400],
      [7, 2 ** 40 + 3],
      [99, 1],
    ]) {
      expect(getRoomTicket(SEED, round, pot)).toBe(referenceTicket(SEED, round, pot));
    }
  });

  it('gives the ticket to the stake that owns it, in bet order', () => {
    expect(drawRoom(SEED, 42, [100, 250, 50])).toEqual({ potMinor: 400, ticket: 298, winner: 1, payoutMinor: 380, commissionMinor: 20 });
    expect(stakeHoldingTicket([100, 250, 50], 0)).toBe(0);
    expect(stakeHoldingTicket([100, 250, 50], 99)).toBe(0);
    expect(stakeHoldingTicket([100, 250, 50], 100)).toBe(1);
    expect(stakeHoldingTicket([100, 250, 50], 349)).toBe(1);
    expect(stakeHoldingTicket([100, 250, 50], 350)).toBe(2);
    expect(() => stakeHoldingTicket([100, 250, 50], 400)).toThrow(RangeError);
  });

  it('wins in proportion to stake over many rounds', () => {
    const wins = [0, 0];
    for (let round = 1; round <= 4_000; round += 1) wins[drawRoom(SEED, round, [100, 300]).winner] += 1;
    expect(wins[0] + wins[1]).toBe(4_000);
    // 1 000 expected for the quarter stake; 6 standard deviations either side.
    expect(Math.abs(wins[0] - 1_000)).toBeLessThan(165);
  });

  it('takes a 5 % commission, rounded in the house favour, exact in minor units', () => {
    expect(GAME_RTP_BP.rooms).toBe(9500);
    expect(ROOMS_COMMISSION_BP).toBe(500);
    expect(splitRoomPot(1_234)).toEqual({ payoutMinor: 1_172, commissionMinor: 62 });
    expect(splitRoomPot(2_000)).toEqual({ payoutMinor: 1_900, commissionMinor: 100 });
    expect(splitRoomPot(20)).toEqual({ payoutMinor: 19, commissionMinor: 1 });
    expect(splitRoomPot(1)).toEqual({ payoutMinor: 0, commissionMinor: 1 });
  });

  it('refuses seeds, rounds and stakes that cannot decide a draw', () => {
    expect(() => getRoomTicket('xyz', 1, 10)).toThrow(RangeError);
    expect(() => getRoomTicket(SEED, 0, 10)).toThrow(RangeError);
    expect(() => getRoomTicket(SEED, 1, 0)).toThrow(RangeError);
    expect(() => drawRoom(SEED, 1, [])).toThrow(RangeError);
    expect(() => drawRoom(SEED, 1, [10, 0])).toThrow(RangeError);
  });

  it('sets room minimums per currency from the spec (RUB 1, 10, 50 and the equivalents) and the coinflip maximum', () => {
    const table = (currency: Parameters<typeof roomStakeLimit>[1]) =>
      (['red', 'yellow', 'purple'] as const).map((room) => roomStakeLimit(room, currency));
    expect(table('RUB')).toEqual([100, 1_000, 5_000].map((minMinor) => ({ minMinor, maxMinor: 1_000_000 })));
    expect(table('USD')).toEqual([1, 10, 50].map((minMinor) => ({ minMinor, maxMinor: 10_000 })));
    expect(table('EUR')).toEqual(table('USD'));
    expect(table('KZT')).toEqual([500, 5_000, 25_000].map((minMinor) => ({ minMinor, maxMinor: 5_000_000 })));
    expect(table('UZS')).toEqual(table('KZT'));
    expect(table('INR')).toEqual(table('RUB'));
  });
});
