import { describe, expect, it } from 'vitest';
import {
  getMinesExactRtp,
  getMinesMaxMultiplierBp,
  getMinesMultiplierBp,
  getMinesSurvivalChance,
  getMinesTileOrder,
  placeMines,
} from './mines';

describe('mines', () => {
  it('orders all 25 tiles; the first n are the mines', () => {
    const zeros = new Array(24).fill(0);
    expect(getMinesTileOrder(zeros)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(placeMines(zeros, 3)).toEqual([0, 1, 2]);
    const order = getMinesTileOrder(new Array(24).fill(0.5));
    expect(order.slice(0, 4)).toEqual([12, 13, 11, 14]); // 12.5 -> 12; 12 of 24 left -> 13; 11.5 -> 11; 11 -> 14
    expect(new Set(order).size).toBe(25);
    expect(() => placeMines(zeros, 0)).toThrow(RangeError);
    expect(() => placeMines(zeros, 25)).toThrow(RangeError);
  });

  it('pays (1 - edge) x C(25, k) / C(25 - n, k), rounded down to a basis point', () => {
    expect(getMinesMultiplierBp(1, 1)).toBe(10_312); // 0.99 x 25/24 = 1.03125
    expect(getMinesMultiplierBp(3, 1)).toBe(11_250); // 0.99 x 25/22 = 1.125
    expect(getMinesMultiplierBp(5, 5)).toBe(33_925); // 0.99 x 53130/15504 = 3.39258...
    expect(getMinesMultiplierBp(24, 1)).toBe(247_500); // 24.75x
    expect(getMinesMultiplierBp(1, 24)).toBe(247_500);
    expect(getMinesMultiplierBp(12, 13)).toBe(51_482_970_000); // 0.99 x C(25, 12)
    expect(getMinesMaxMultiplierBp()).toBe(51_482_970_000);
  });

  it('refuses 0 reveals, more reveals than safe tiles, and boards of 0 or 25 mines', () => {
    expect(() => getMinesMultiplierBp(3, 0)).toThrow(RangeError);
    expect(() => getMinesMultiplierBp(3, 23)).toThrow(RangeError);
    expect(() => getMinesMultiplierBp(0, 1)).toThrow(RangeError);
    expect(() => getMinesMultiplierBp(25, 1)).toThrow(RangeError);
    expect(() => getMinesMultiplierBp(3, 1.5)).toThrow(RangeError);
  });

  it('every (mines, reveals) returns at most 99 % and loses under a basis point to rounding', () => {
    for (let n = 1; n <= 24; n++) {
      for (let k = 1; k <= 25 - n; k++) {
        const rtp = getMinesExactRtp(n, k);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 1e-4 * getMinesSurvivalChance(n, k) - 1e-12);
      }
    }
  });
});
