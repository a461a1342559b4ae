import { describe, expect, it } from 'vitest';
import { COINFLIP_MAX_FLIPS, getCoinflipMultiplierBp, getCoinflipStepBp, getCoinSide } from './coinflip';

describe('coinflip', () => {
  it('a float below 0.5 is heads, 0.5 and above tails', () => {
    expect(getCoinSide(0)).toBe('heads');
    expect(getCoinSide((2 ** 31 - 1) / 2 ** 32)).toBe('heads');
    expect(getCoinSide(0.5)).toBe('tails');
    expect(getCoinSide((2 ** 32 - 1) / 2 ** 32)).toBe('tails');
  });

  it('pays 1.98x a flip and 1.98^k for a series, each step rounded down', () => {
    expect(getCoinflipStepBp()).toBe(19_800);
    expect(getCoinflipMultiplierBp(1)).toBe(19_800);
    expect(getCoinflipMultiplierBp(2)).toBe(39_204);
    expect(getCoinflipMultiplierBp(3)).toBe(77_623); // 7.762392 rounded down
    expect(getCoinflipMultiplierBp(COINFLIP_MAX_FLIPS)).toBe(8_576_223_808); // 1.98^20 = 857 622.3...
    expect(getCoinflipMultiplierBp(COINFLIP_MAX_FLIPS) / 10_000).toBeLessThanOrEqual(1.98 ** 20);
  });

  it('refuses series of 0 or more than the maximum flips', () => {
    for (const wins of [0, -1, 1.5, COINFLIP_MAX_FLIPS + 1]) expect(() => getCoinflipMultiplierBp(wins)).toThrow(RangeError);
  });
});
