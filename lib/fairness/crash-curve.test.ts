import { describe, expect, it } from 'vitest';
import { elapsedToReach, multiplierCentiAt } from './crash-curve';

describe('crash curve', () => {
  it('is floor(100 e^(0.00006 t)) / 100 in hundredths', () => {
    expect(multiplierCentiAt(0)).toBe(100);
    expect(multiplierCentiAt(165)).toBe(100);
    expect(multiplierCentiAt(166)).toBe(101);
    expect(multiplierCentiAt(11_552)).toBe(199);
    expect(multiplierCentiAt(11_553)).toBe(200);
    expect(multiplierCentiAt(-5)).toBe(100);
  });

  it('finds the first millisecond the curve reaches a multiplier, for every one up to 100x and far beyond', () => {
    expect(elapsedToReach(100)).toBe(0);
    expect(elapsedToReach(101)).toBe(166);
    expect(elapsedToReach(200)).toBe(11_553);
    for (const centi of [...Array.from({ length: 9_900 }, (_, i) => 101 + i), 123_456, 100_000_000, 4_503_599_627_370_496]) {
      const t = elapsedToReach(centi);
      expect(multiplierCentiAt(t) >= centi && (t === 0 || multiplierCentiAt(t - 1) < centi), String(centi)).toBe(true);
    }
  });
});
