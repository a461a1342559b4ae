import { describe, expect, it } from 'vitest';
import { GAME_RTP_BP } from '../games/rtp';
import { formatMultiplier, getRtpBp, multiplyBp, payoutMinor } from './multiplier';

describe('multipliers in basis points', () => {
  it('pays stake x multiplier rounded down to a minor unit, exactly even past 2^53 intermediate products', () => {
    expect(payoutMinor(100, 19_800)).toBe(198);
    expect(payoutMinor(1, 19_800)).toBe(1);
    expect(payoutMinor(333, 10_725)).toBe(357);
    expect(payoutMinor(0, 19_800)).toBe(0);
    expect(payoutMinor(500_000, 51_482_970_000)).toBe(2_574_148_500_000);
    expect(payoutMinor(9_007_199_254, 9_999_999)).toBe(9_007_198_353_280);
  });

  it('refuses negative, fractional and unsafe inputs and payouts', () => {
    expect(() => payoutMinor(-1, 10_000)).toThrow(RangeError);
    expect(() => payoutMinor(1.5, 10_000)).toThrow(RangeError);
    expect(() => payoutMinor(100, 1.5)).toThrow(RangeError);
    expect(() => payoutMinor(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });

  it('multiplies and formats', () => {
    expect(multiplyBp(19_800, 19_800)).toBe(39_204);
    expect(formatMultiplier(19_800)).toBe('1.98');
    expect(formatMultiplier(10_725)).toBe('1.0725');
    expect(formatMultiplier(99_000_000)).toBe('9900');
    expect(formatMultiplier(0)).toBe('0');
  });

  it("formats for a player in the page's locale", () => {
    expect(formatMultiplier(19_800, 'en-US')).toBe('1.98');
    expect(formatMultiplier(19_800, 'ru-RU')).toBe('1,98');
    expect(formatMultiplier(10_725, 'kk-KZ')).toBe('1,0725');
    expect(formatMultiplier(990_000_000, 'en-US')).toBe('99,000');
    expect(formatMultiplier(990_000_000, 'ru-RU')).toBe('99\u00a0000');
  });

  it('reads the edge from the one declaration in lib/games/rtp.ts', () => {
    expect(getRtpBp('dice')).toBe(GAME_RTP_BP.dice);
    expect(getRtpBp('mines')).toBe(GAME_RTP_BP.mines);
  });
});
