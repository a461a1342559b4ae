import { describe, expect, it } from 'vitest';
import { parseAutoCashout } from './auto-cashout';

describe('the auto cash-out field', () => {
  it('reads a multiplier with up to two decimals, a comma or a trailing x', () => {
    expect(parseAutoCashout('2')).toBe(200);
    expect(parseAutoCashout(' 1,5 ')).toBe(150);
    expect(parseAutoCashout('10.25x')).toBe(1_025);
    expect(parseAutoCashout('1000000')).toBe(100_000_000);
  });

  it('is off when empty, and refuses what the api would', () => {
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout('1')).toBe('invalid');
    expect(parseAutoCashout('1.001')).toBe('invalid');
    expect(parseAutoCashout('1000000.01')).toBe('invalid');
    expect(parseAutoCashout('abc')).toBe('invalid');
    expect(parseAutoCashout('-2')).toBe('invalid');
  });
});
