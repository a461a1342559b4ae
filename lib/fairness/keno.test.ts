import { describe, expect, it } from 'vitest';
import {
  countKenoHits,
  drawKeno,
  getKenoExactRtp,
  getKenoHitChance,
  getKenoMaxMultiplierBp,
  getKenoMultiplierBp,
  isKenoPicks,
  isKenoRisk,
} from './keno';
import { KENO_PAYTABLES, KENO_RISKS } from './keno-paytables';

describe('keno draws', () => {
  it('draw i takes index floor(float_i x (40 - i)) of the numbers left in ascending order', () => {
    expect(drawKeno(new Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const top = (2 ** 32 - 1) / 2 ** 32;
    expect(drawKeno(new Array(10).fill(top))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    // 0.5 x 40 = 20 -> 21; 0.5 x 39 = 19.5 -> index 19 of 1..20,22..40 = 20; 0.5 x 38 = 19 -> index 19 of what is left = 22 ...
    expect(drawKeno(new Array(10).fill(0.5))).toEqual([21, 20, 22, 19, 23, 18, 24, 17, 25, 16]);
  });

  it('checks picks: 1-10 distinct whole numbers of 1..40', () => {
    expect(isKenoPicks([1])).toBe(true);
    expect(isKenoPicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 40])).toBe(true);
    for (const bad of [[], [0], [41], [1, 1], [1.5], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]) expect(isKenoPicks(bad)).toBe(false);
    expect(countKenoHits([1, 5, 40], [40, 2, 1, 3, 4, 6, 7, 8, 9, 10])).toBe(2);
    expect(isKenoRisk('high')).toBe(true);
    expect(isKenoRisk('extreme')).toBe(false);
  });
});

describe('keno paytables', () => {
  it('hypergeometric chances are exact and sum to 1', () => {
    expect(getKenoHitChance(10, 10)).toBeCloseTo(1 / 847_660_528, 20);
    expect(getKenoHitChance(1, 1)).toBe(0.25);
    for (let picks = 1; picks <= 10; picks++) {
      let sum = 0;
      for (let hits = 0; hits <= picks; hits++) sum += getKenoHitChance(picks, hits);
      expect(sum).toBeCloseTo(1, 12);
    }
  });

  it('every paytable returns 98.9 % to 99 % (never more than the declared 99 %)', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks++) {
        const rtp = getKenoExactRtp(risk, picks);
        expect(rtp, `${risk} ${picks}`).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp, `${risk} ${picks}`).toBeGreaterThanOrEqual(0.989);
      }
    }
    expect(getKenoExactRtp('classic', 1)).toBeCloseTo(0.99, 12);
  });

  it('has one row per pick count, one entry per hit count, two decimals at most, never paying less for more hits', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLES[risk]).toHaveLength(10);
      KENO_PAYTABLES[risk].forEach((row, i) => {
        expect(row).toHaveLength(i + 2);
        for (const m of row) expect(Math.abs(m * 100 - Math.round(m * 100))).toBeLessThan(1e-9);
        const paying = row.slice(row.findIndex((m) => m >= 1));
        for (let h = 1; h < paying.length; h++) expect(paying[h]).toBeGreaterThan(paying[h - 1]);
      });
    }
  });

  it('reads multipliers in basis points, 1000x at most', () => {
    expect(getKenoMultiplierBp('classic', 1, 1)).toBe(39_600);
    expect(getKenoMultiplierBp('low', 1, 0)).toBe(7_000);
    expect(getKenoMultiplierBp('high', 10, 10)).toBe(10_000_000);
    expect(getKenoMaxMultiplierBp()).toBe(10_000_000);
    expect(() => getKenoMultiplierBp('classic', 0, 0)).toThrow(RangeError);
    expect(() => getKenoMultiplierBp('classic', 11, 0)).toThrow(RangeError);
    expect(() => getKenoMultiplierBp('classic', 3, 4)).toThrow(RangeError);
    expect(() => getKenoMultiplierBp('nope' as never, 3, 1)).toThrow(RangeError);
  });
});
