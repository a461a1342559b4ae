import { describe, expect, it } from 'vitest';
import { autoPick, canPickMore, togglePick } from './keno-picks';

describe('keno picks', () => {
  it('adds and removes numbers, kept ascending', () => {
    expect(togglePick([5, 30], 12)).toEqual([5, 12, 30]);
    expect(togglePick([5, 12, 30], 12)).toEqual([5, 30]);
  });

  it('refuses an eleventh pick and numbers off the board', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(canPickMore(ten)).toBe(false);
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 10)).toHaveLength(9);
    expect(togglePick([], 0)).toEqual([]);
    expect(togglePick([], 41)).toEqual([]);
    expect(togglePick([], 2.5)).toEqual([]);
  });

  it('auto-picks distinct numbers of 1..40, at most ten', () => {
    for (let run = 0; run < 50; run++) {
      const picks = autoPick(10);
      expect(new Set(picks).size).toBe(10);
      expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
      expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    }
    expect(autoPick(25)).toHaveLength(10);
    expect(autoPick(0)).toHaveLength(1);
    // The last float below 1 still lands on the board.
    expect(autoPick(3, () => 0.999999999)).toEqual([38, 39, 40]);
  });
});
