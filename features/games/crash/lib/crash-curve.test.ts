import { describe, expect, it } from 'vitest';
import { centiOf, crashCentiAt, elapsedForMultiplier } from './crash-curve';
import { formatCenti } from '@/lib/money-format';

describe('the crash curve', () => {
  it('is floor(100 e^(0.00006 t)) / 100', () => {
    expect(crashCentiAt(0)).toBe(100);
    expect(crashCentiAt(1_000)).toBe(106);
    expect(crashCentiAt(10_000)).toBe(182);
    expect(crashCentiAt(-50)).toBe(100);
  });

  it('reaches a multiplier when the inverse says', () => {
    expect(Math.round(elapsedForMultiplier(2))).toBe(11_552);
    expect(crashCentiAt(Math.ceil(elapsedForMultiplier(2)))).toBe(200);
    expect(elapsedForMultiplier(0.5)).toBe(0);
  });

  it('reads and prints two-decimal multipliers', () => {
    expect(centiOf(2.56)).toBe(256);
    expect(centiOf(1.1)).toBe(110);
    expect(formatCenti(100, 'en-US')).toBe('1.00');
    expect(formatCenti(123_456, 'en-US')).toBe('1,234.56');
    expect(formatCenti(256, 'ru-RU')).toBe('2,56');
    expect(formatCenti(256, 'kk-KZ')).toBe('2,56');
  });
});
