import { describe, expect, it } from 'vitest';
import { FRUIT_STRIPS, getFruitOutcome } from './fruit-classic';
import { evaluateGemGrid, GEM_PAYS } from './gem-scatter';
import { findLinesMaxWin, getGemMaxWinX100, getSlotMaxWinX100, STAR_GAME } from './max-win';
import { getStarOutcome, STAR_STRIPS } from './star-lines';

describe('the slots’ max win', () => {
  it('finds fruit classic’s by its search as every one of the 32^3 spins does', () => {
    let best = 0;
    const [a, b, c] = FRUIT_STRIPS;
    for (let i = 0; i < a.length; i++) {
      for (let j = 0; j < b.length; j++) {
        for (let k = 0; k < c.length; k++) best = Math.max(best, getFruitOutcome([i, j, k]).multiplierX100);
      }
    }
    expect(getSlotMaxWinX100('sbx_fruit_classic')).toBe(best);
  });

  it('bounds star lines’ spins and is reached by the best stops of the search', () => {
    const max = getSlotMaxWinX100('sbx_star_lines');
    expect(max).toBeGreaterThanOrEqual(25000); // five stars on one line at least
    expect(getStarOutcome(findLinesMaxWin(STAR_GAME).stops).multiplierX100).toBe(max);
    let best = 0;
    for (let n = 0; n < 20_000; n++) {
      const stops = STAR_STRIPS.map((strip, reel) => (n * (7 + reel * 13) + reel * 5) % strip.length);
      best = Math.max(best, getStarOutcome(stops).multiplierX100);
    }
    expect(best).toBeLessThanOrEqual(max);
  });

  it('splits gem scatter’s 30 cells between the gems for the most pay', () => {
    const max = getGemMaxWinX100();
    // Twelve diamonds and twelve rubies (and six pearls, which pay nothing) are a grid that pays exactly that.
    const cells = [...Array<string>(12).fill('diamond'), ...Array<string>(12).fill('ruby'), ...Array<string>(6).fill('pearl')];
    const grid = Array.from({ length: 6 }, (_, reel) => cells.slice(reel * 5, reel * 5 + 5));
    expect(evaluateGemGrid(grid).reduce((sum, win) => sum + win.multiplierX100, 0)).toBe(max);
    expect(max).toBe(GEM_PAYS.diamond[2] + GEM_PAYS.ruby[2]);
    expect(() => getSlotMaxWinX100('sbx_speed_baccarat')).toThrow(RangeError);
  });
});
