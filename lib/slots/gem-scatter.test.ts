import { describe, expect, it } from 'vitest';
import { createSlotSpinner, findSandboxGame, playSlot } from './games';
import { evaluateGemGrid, GEM_WEIGHTS, getGemExactRtp, getGemOutcome, getGemPay } from './gem-scatter';
import { meanAndError, PINNED_SEEDS } from './testing-seeds';

/** A 6 x 5 grid from a list of 30 gems, reel by reel. */
function gridOf(cells: string[]): string[][] {
  return Array.from({ length: 6 }, (_, reel) => cells.slice(reel * 5, reel * 5 + 5));
}

describe('gem scatter', () => {
  it('returns the declared RTP: exactly by the binomial counts, and by 150 000 simulated spins within 4 standard errors', () => {
    const declared = findSandboxGame('sbx_gem_scatter')!.rtpPercent;
    expect(Math.abs(getGemExactRtp() * 100 - declared)).toBeLessThan(0.005);
    // As for star lines: the simulation checks the float-to-cell mapping; one spin's standard deviation is 1.55x, so
    // 4 standard errors of 150 000 spins are about 1.6 pp.
    const spin = createSlotSpinner('sbx_gem_scatter', PINNED_SEEDS.serverSeed, 'gem-scatter-rtp');
    const n = 150_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const m = spin(nonce).multiplierX100;
      sum += m;
      sumSquares += m * m;
    }
    const { mean, error } = meanAndError(sum, sumSquares, n);
    expect(Math.abs(mean - declared)).toBeLessThan(4 * error);
  });

  it('draws weights out of 64 so that floor(float x 64) is exact', () => {
    expect(Object.values(GEM_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(64);
    const floats = Array.from({ length: 30 }, () => 0);
    expect(
      getGemOutcome(floats)
        .grid.flat()
        .every((gem) => gem === 'diamond'),
    ).toBe(true);
    expect(
      getGemOutcome(floats.map(() => 63.5 / 64))
        .grid.flat()
        .every((gem) => gem === 'pearl'),
    ).toBe(true);
    expect(() => getGemOutcome(floats.map(() => 1))).toThrow(RangeError);
  });

  it('pays 8 or more of a gem anywhere by band: 8-9, 10-11, 12+', () => {
    expect(getGemPay('ruby', 7)).toBe(0);
    expect(getGemPay('ruby', 8)).toBe(getGemPay('ruby', 9));
    expect(getGemPay('ruby', 10)).toBe(getGemPay('ruby', 11));
    expect(getGemPay('ruby', 12)).toBe(getGemPay('ruby', 30));
    expect([getGemPay('ruby', 8), getGemPay('ruby', 10), getGemPay('ruby', 12)]).toEqual([800, 2000, 5000]);
  });

  it('pays several gems at once, wherever they sit', () => {
    const cells = [...Array<string>(8).fill('topaz'), ...Array<string>(10).fill('pearl'), ...Array<string>(12).fill('ruby')];
    // Shuffle them about: position does not matter.
    const grid = gridOf(cells.map((_, i) => cells[(i * 7) % 30]));
    expect(evaluateGemGrid(grid)).toEqual([
      { symbol: 'ruby', count: 12, line: null, multiplierX100: 5000 },
      { symbol: 'topaz', count: 8, line: null, multiplierX100: 80 },
      { symbol: 'pearl', count: 10, line: null, multiplierX100: 120 },
    ]);
    // 7 emeralds and at most 6 of any other gem: nothing pays.
    const seven = Array.from({ length: 30 }, (_, i) => (i < 7 ? 'emerald' : ['ruby', 'topaz', 'sapphire', 'pearl'][i % 4]));
    expect(evaluateGemGrid(gridOf(seven))).toEqual([]);
  });

  it('is deterministic and pinned to a known seed', () => {
    const seeds = { ...PINNED_SEEDS, nonce: 37 };
    const outcome = playSlot('sbx_gem_scatter', seeds);
    expect(playSlot('sbx_gem_scatter', { ...seeds })).toEqual(outcome);
    expect(outcome.grid[0]).toEqual(['pearl', 'pearl', 'ruby', 'amethyst', 'topaz']);
    expect(outcome.grid[5]).toEqual(['topaz', 'diamond', 'topaz', 'emerald', 'pearl']);
    expect(outcome.wins).toEqual([
      { symbol: 'topaz', count: 8, line: null, multiplierX100: 80 },
      { symbol: 'pearl', count: 9, line: null, multiplierX100: 40 },
    ]);
    expect(outcome.multiplierX100).toBe(120);
  });
});
