import { describe, expect, it } from 'vitest';
import { baccaratPayoutMinor, findSandboxGame, playBaccarat } from './games';
import {
  BACCARAT_SIDE_RTP_PERCENT,
  doesBankerDraw,
  getBaccaratChances,
  getBaccaratOutcome,
  getBaccaratPoints,
  playCoup,
} from './speed-baccarat';
import { PINNED_SEEDS } from './testing-seeds';
import type { BaccaratOutcome } from './types';

/** A card worth `points`: 0 -> a ten, 1 -> an ace, 2..9 -> that rank (diamonds). */
const card = (points: number): number => (points === 0 ? 32 : points === 1 ? 48 : (points - 2) * 4);
/** A coup dealt from point values in dealing order: P, B, P, B, then the third cards. */
const coup = (...points: number[]): BaccaratOutcome => {
  let next = 0;
  return playCoup(() => card(points[next++]));
};

describe('speed baccarat', () => {
  it('counts aces 1, two to nine at face value, tens and pictures 0', () => {
    expect([0, 3, 4, 28, 31, 32, 36, 40, 44, 47, 48, 51].map(getBaccaratPoints)).toEqual([2, 2, 3, 9, 9, 0, 0, 0, 0, 0, 1, 1]);
    expect(() => getBaccaratPoints(52)).toThrow(RangeError);
  });

  it("follows the banker's third-card table", () => {
    // Rows: the banker's total 0..7; columns: the player's third card 0..9; 'D' draws, 'S' stands.
    const table = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS'];
    table.forEach((row, total) => {
      for (let third = 0; third <= 9; third++)
        expect(doesBankerDraw(total, third), `banker ${total}, third ${third}`).toBe(row[third] === 'D');
    });
    // Without a player's third card, the banker plays like the player: draws on 0-5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => doesBankerDraw(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('deals the coups of the rules', () => {
    // A natural stops the coup: player 8 (5 + 3) beats banker 7 without a third card.
    expect(coup(5, 4, 3, 3)).toMatchObject({
      player: [card(5), card(3)],
      banker: [card(4), card(3)],
      playerTotal: 8,
      bankerTotal: 7,
      winner: 'player',
    });
    // Player 6 and 7 stand; the banker then draws on 0-5: banker 5 draws a 4 -> 9.
    expect(coup(3, 2, 3, 3, 4)).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    expect(coup(3, 2, 3, 3, 4).player).toHaveLength(2);
    // Player 4 draws an 8 (-> 2); banker 3 stands on a player's 8: 3 beats 2.
    expect(coup(2, 1, 2, 2, 8, 9)).toMatchObject({ playerTotal: 2, bankerTotal: 3, winner: 'banker' });
    expect(coup(2, 1, 2, 2, 8, 9).banker).toHaveLength(2);
    // Player 0 draws a 6 (-> 6); banker 6 draws on a 6 and takes a 1 -> 7.
    expect(coup(0, 3, 0, 3, 6, 1)).toMatchObject({
      player: [card(0), card(0), card(6)],
      banker: [card(3), card(3), card(1)],
      winner: 'banker',
    });
    // Equal totals tie.
    expect(coup(4, 4, 3, 3)).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
  });

  it('returns the declared side RTPs of a fresh 8-deck shoe exactly', () => {
    const { player, banker, tie } = getBaccaratChances();
    expect(player + banker + tie).toBeCloseTo(1, 10);
    expect(Math.abs((banker * 1.95 + tie) * 100 - BACCARAT_SIDE_RTP_PERCENT.banker)).toBeLessThan(0.005);
    expect(Math.abs((player * 2 + tie) * 100 - BACCARAT_SIDE_RTP_PERCENT.player)).toBeLessThan(0.005);
    expect(Math.abs(tie * 9 * 100 - BACCARAT_SIDE_RTP_PERCENT.tie)).toBeLessThan(0.005);
    expect(findSandboxGame('sbx_speed_baccarat')!.rtpPercent).toBe(BACCARAT_SIDE_RTP_PERCENT.banker);
  });

  it('pays player 1:1, banker 0.95:1 rounded down, tie 8:1, and pushes player and banker on a tie', () => {
    const won = (winner: BaccaratOutcome['winner']): BaccaratOutcome => ({ ...coup(4, 4, 3, 3), winner });
    expect(baccaratPayoutMinor({ player: 100 }, won('player'))).toBe(200);
    expect(baccaratPayoutMinor({ player: 100 }, won('banker'))).toBe(0);
    expect(baccaratPayoutMinor({ banker: 100 }, won('banker'))).toBe(195);
    expect(baccaratPayoutMinor({ banker: 33 }, won('banker'))).toBe(33 + 31); // 31.35 rounded down
    expect(baccaratPayoutMinor({ tie: 10 }, won('tie'))).toBe(90);
    expect(baccaratPayoutMinor({ player: 100, banker: 50, tie: 10 }, won('tie'))).toBe(100 + 50 + 90);
    expect(baccaratPayoutMinor({ player: 100, banker: 50, tie: 10 }, won('player'))).toBe(200);
    expect(baccaratPayoutMinor({ player: 7, banker: undefined }, won('player'))).toBe(14);
  });

  it('refuses bets that are not whole minor units above 0', () => {
    const outcome = coup(4, 4, 3, 3);
    for (const bets of [{}, { player: 0 }, { banker: 1.5 }, { tie: -1 }, { side: 5 }, { player: Number.MAX_SAFE_INTEGER + 1 }]) {
      expect(() => baccaratPayoutMinor(bets as never, outcome)).toThrow(RangeError);
    }
  });

  it('deals from an 8-deck shoe without replacement: the same shoe index is never dealt twice', () => {
    // Float 0 takes shoe index 0; another 0 takes the lowest card left, index 1: two twos of diamonds, two deck copies.
    const outcome = getBaccaratOutcome([0, 0, 0, 0, 0, 0]);
    expect(outcome.player.slice(0, 2)).toEqual([0, 2]);
    expect(outcome.banker.slice(0, 2)).toEqual([1, 3]);
    // The last card of the shoe is card 51 (the ace of clubs of deck 8).
    expect(getBaccaratOutcome([0.9999999, 0, 0, 0, 0, 0]).player[0]).toBe(51);
  });

  it('is deterministic and pinned to a known seed', () => {
    expect(playBaccarat(PINNED_SEEDS)).toEqual(playBaccarat({ ...PINNED_SEEDS }));
    expect(playBaccarat(PINNED_SEEDS)).toEqual({
      kind: 'baccarat',
      player: [12, 29, 48],
      banker: [14, 15, 39],
      playerTotal: 5,
      bankerTotal: 0,
      winner: 'player',
    });
  });
});
