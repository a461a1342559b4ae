import { describe, expect, it } from 'vitest';
import { evaluateFruitLine, FRUIT_LINES, FRUIT_STRIPS, getFruitExactRtp, getFruitOutcome } from './fruit-classic';
import { findSandboxGame, playSlot } from './games';
import { PINNED_SEEDS } from './testing-seeds';

describe('fruit classic', () => {
  it('returns exactly the declared RTP over all 32^3 stop combinations', () => {
    const exact = getFruitExactRtp() * 100;
    expect(exact).toBeCloseTo(96.246337890625, 10);
    expect(Math.abs(exact - findSandboxGame('sbx_fruit_classic')!.rtpPercent)).toBeLessThan(0.005);
  });

  it('has 32-stop strips built from the weights and 5 lines (3 rows, 2 diagonals)', () => {
    for (const strip of FRUIT_STRIPS) expect(strip).toHaveLength(32);
    expect(FRUIT_LINES).toEqual([
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ]);
  });

  it('pays three of a kind, and cherries by their count anywhere on a line', () => {
    expect(evaluateFruitLine(['seven', 'seven', 'seven'], 2)).toEqual({ symbol: 'seven', count: 3, line: 2, multiplierX100: 5000 });
    expect(evaluateFruitLine(['bell', 'bell', 'bar'], 0)).toBeNull();
    expect(evaluateFruitLine(['lemon', 'bell', 'cherry'], 1)).toEqual({ symbol: 'cherry', count: 1, line: 1, multiplierX100: 15 });
    expect(evaluateFruitLine(['cherry', 'bell', 'cherry'], 1)?.multiplierX100).toBe(60);
    expect(evaluateFruitLine(['cherry', 'cherry', 'cherry'], 4)?.multiplierX100).toBe(400);
  });

  it('pays the diagonals', () => {
    // Find stops that put the same symbol on the down diagonal: reel r shows strip[stop + row].
    const at = (reel: number, symbol: string, row: number): number =>
      FRUIT_STRIPS[reel].findIndex((_, stop) => FRUIT_STRIPS[reel][(stop + row) % 32] === symbol);
    const outcome = getFruitOutcome([at(0, 'bar', 0), at(1, 'bar', 1), at(2, 'bar', 2)]);
    expect(outcome.grid[0][0]).toBe('bar');
    expect(outcome.grid[1][1]).toBe('bar');
    expect(outcome.grid[2][2]).toBe('bar');
    expect(outcome.wins).toContainEqual({ symbol: 'bar', count: 3, line: 3, multiplierX100: 1500 });
  });

  it('is deterministic and pinned to a known seed', () => {
    const outcome = playSlot('sbx_fruit_classic', PINNED_SEEDS);
    expect(playSlot('sbx_fruit_classic', PINNED_SEEDS)).toEqual(outcome);
    expect(outcome).toEqual({
      kind: 'slot',
      grid: [
        ['bar', 'lemon', 'plum'],
        ['bar', 'lemon', 'orange'],
        ['orange', 'lemon', 'lemon'],
      ],
      wins: [{ symbol: 'lemon', count: 3, line: 0, multiplierX100: 200 }],
      multiplierX100: 200,
    });
  });
});
