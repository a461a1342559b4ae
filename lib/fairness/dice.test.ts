import { describe, expect, it } from 'vitest';
import { getDiceChanceCenti, getDiceExactRtp, getDiceMultiplierBp, getDiceRollCenti, isDiceBet, isDiceWin } from './dice';

describe('dice', () => {
  it('maps floats to 0.00..100.00 by truncation', () => {
    expect(getDiceRollCenti(0)).toBe(0);
    expect(getDiceRollCenti(0.5)).toBe(5000);
    expect(getDiceRollCenti((2 ** 32 - 1) / 2 ** 32)).toBe(10_000);
    expect(getDiceRollCenti(1959.99 / 10001)).toBe(1959);
  });

  it('pays (1 - edge) x 100 / chance, rounded down to a basis point', () => {
    expect(getDiceMultiplierBp({ targetCenti: 5000, direction: 'under' })).toBe(19_800);
    expect(getDiceMultiplierBp({ targetCenti: 5000, direction: 'over' })).toBe(19_800);
    expect(getDiceMultiplierBp({ targetCenti: 4950, direction: 'over' })).toBe(19_603); // 99 / 50.5 = 1.96039...
    expect(getDiceMultiplierBp({ targetCenti: 1, direction: 'under' })).toBe(99_000_000); // 0.01 % pays 9900x
    expect(getDiceMultiplierBp({ targetCenti: 9999, direction: 'over' })).toBe(99_000_000);
    expect(getDiceMultiplierBp({ targetCenti: 9800, direction: 'under' })).toBe(10_102); // 98 % pays 1.0102x
    expect(getDiceChanceCenti({ targetCenti: 7525, direction: 'over' })).toBe(2475);
  });

  it('refuses chances outside 0.01-98 %, fractional targets and unknown directions', () => {
    for (const bet of [
      { targetCenti: 0, direction: 'under' },
      { targetCenti: 9801, direction: 'under' },
      { targetCenti: 10_000, direction: 'over' },
      { targetCenti: 199, direction: 'over' },
      { targetCenti: 50.5, direction: 'under' },
      { targetCenti: 5000, direction: 'sideways' },
    ] as const) {
      expect(isDiceBet(bet as never)).toBe(false);
      expect(() => getDiceMultiplierBp(bet as never)).toThrow(RangeError);
    }
  });

  it('a roll equal to the target loses both ways', () => {
    expect(isDiceWin({ targetCenti: 5000, direction: 'under' }, 4999)).toBe(true);
    expect(isDiceWin({ targetCenti: 5000, direction: 'under' }, 5000)).toBe(false);
    expect(isDiceWin({ targetCenti: 5000, direction: 'over' }, 5001)).toBe(true);
    expect(isDiceWin({ targetCenti: 5000, direction: 'over' }, 5000)).toBe(false);
  });

  it('every bet returns 99 % x 10000/10001 at most and loses at most a basis point to rounding', () => {
    for (let target = 1; target <= 9999; target++) {
      for (const direction of ['under', 'over'] as const) {
        const bet = { targetCenti: target, direction };
        if (!isDiceBet(bet)) continue;
        const rtp = getDiceExactRtp(bet);
        expect(rtp).toBeLessThanOrEqual(0.99 * (10_000 / 10_001) + 1e-12);
        expect(rtp).toBeGreaterThan(0.9898);
      }
    }
  });
});
