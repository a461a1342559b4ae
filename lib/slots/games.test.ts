import { describe, expect, it } from 'vitest';
import { createSlotSpinner, playSlot, SANDBOX_GAMES, slotPayoutMinor } from './games';
import { PINNED_SEEDS } from './testing-seeds';
import type { SlotOutcome } from './types';

const outcome = (multiplierX100: number): SlotOutcome => ({ kind: 'slot', grid: [], wins: [], multiplierX100 });

describe('sandbox games', () => {
  it('lists the four games with their codes and categories', () => {
    expect(SANDBOX_GAMES.map((game) => [game.code, game.category])).toEqual([
      ['sbx_fruit_classic', 'slots'],
      ['sbx_star_lines', 'slots'],
      ['sbx_gem_scatter', 'slots'],
      ['sbx_speed_baccarat', 'live'],
    ]);
    for (const game of SANDBOX_GAMES) expect(game.rtpPercent).toBeGreaterThan(95);
  });

  it('refuses a code that is not a sandbox slot with a RangeError', () => {
    expect(() => playSlot('sbx_speed_baccarat', PINNED_SEEDS)).toThrow(RangeError);
    expect(() => playSlot('nope', PINNED_SEEDS)).toThrow(RangeError);
    expect(() => playSlot('toString', PINNED_SEEDS)).toThrow(RangeError);
    expect(() => playSlot('sbx_star_lines', { ...PINNED_SEEDS, serverSeed: 'short' })).toThrow(RangeError);
  });

  it('gives the same outcome for the same seeds, another for another nonce or client seed', () => {
    const spin = createSlotSpinner('sbx_gem_scatter', PINNED_SEEDS.serverSeed, PINNED_SEEDS.clientSeed);
    expect(spin(PINNED_SEEDS.nonce)).toEqual(playSlot('sbx_gem_scatter', PINNED_SEEDS));
    expect(playSlot('sbx_gem_scatter', { ...PINNED_SEEDS, nonce: 8 }).grid).not.toEqual(playSlot('sbx_gem_scatter', PINNED_SEEDS).grid);
    expect(playSlot('sbx_gem_scatter', { ...PINNED_SEEDS, clientSeed: 'other' }).grid).not.toEqual(
      playSlot('sbx_gem_scatter', PINNED_SEEDS).grid,
    );
  });

  it('pays floor(bet x multiplier / 100) in whole minor units', () => {
    expect(slotPayoutMinor(100, outcome(250))).toBe(250);
    expect(slotPayoutMinor(7, outcome(15))).toBe(1); // 1.05
    expect(slotPayoutMinor(6, outcome(15))).toBe(0); // 0.9
    expect(slotPayoutMinor(199, outcome(45))).toBe(89); // 89.55
    expect(slotPayoutMinor(100, outcome(0))).toBe(0);
    // Large stakes stay exact: no float product.
    expect(slotPayoutMinor(9_007_199_254_740, outcome(333))).toBe(29_993_973_518_284);
  });

  it('refuses fractional or negative bets and multipliers, and payouts past the safe integers', () => {
    expect(() => slotPayoutMinor(1.5, outcome(100))).toThrow(RangeError);
    expect(() => slotPayoutMinor(-1, outcome(100))).toThrow(RangeError);
    expect(() => slotPayoutMinor(100, outcome(1.5))).toThrow(RangeError);
    expect(() => slotPayoutMinor(Number.MAX_SAFE_INTEGER, outcome(200))).toThrow(RangeError);
  });
});
