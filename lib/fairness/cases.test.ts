import { describe, expect, it } from 'vitest';
import { getCaseExactRtp, isCaseWeights, pickCaseItem } from './cases';

describe('cases', () => {
  it('picks the first item whose running weight exceeds floor(float x total weight)', () => {
    expect(pickCaseItem(0, [1, 1])).toBe(0);
    expect(pickCaseItem(0.4999999999, [1, 1])).toBe(0);
    expect(pickCaseItem(0.5, [1, 1])).toBe(1);
    expect(pickCaseItem(0.0999, [1, 2, 3, 4])).toBe(0);
    expect(pickCaseItem(0.1, [1, 2, 3, 4])).toBe(1);
    expect(pickCaseItem(0.6, [1, 2, 3, 4])).toBe(3);
    expect(pickCaseItem((2 ** 32 - 1) / 2 ** 32, [1, 2, 3, 4])).toBe(3);
  });

  it('stays exact when float x total weight needs more than 53 bits', () => {
    const big = 2 ** 40;
    expect(pickCaseItem(0.5, [big, big])).toBe(1);
    expect(pickCaseItem((2 ** 31 - 1) / 2 ** 32, [big, big])).toBe(0);
  });

  it('refuses empty, zero, negative and fractional weights', () => {
    for (const bad of [[], [0], [-1, 2], [1.5], [Number.MAX_SAFE_INTEGER, 1]]) {
      expect(isCaseWeights(bad)).toBe(false);
      expect(() => pickCaseItem(0.5, bad)).toThrow(RangeError);
    }
  });

  it('computes the exact return of a case', () => {
    expect(
      getCaseExactRtp(100, [
        { valueMinor: 50, weight: 1 },
        { valueMinor: 140, weight: 1 },
      ]),
    ).toBe(0.95);
    expect(
      getCaseExactRtp(1000, [
        { valueMinor: 100, weight: 3 },
        { valueMinor: 3500, weight: 1 },
      ]),
    ).toBe(0.95);
  });
});
