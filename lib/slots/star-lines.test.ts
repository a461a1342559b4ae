import { describe, expect, it } from 'vitest';
import { createSlotSpinner, findSandboxGame, playSlot } from './games';
import { evaluateStarLine, getStarExactRtp, getStarOutcome, STAR_LINES, STAR_STRIPS } from './star-lines';
import { meanAndError, PINNED_SEEDS } from './testing-seeds';

describe('star lines', () => {
  it('returns the declared RTP: exactly by the line symbols, and by 200 000 simulated spins within 4 standard errors', () => {
    const declared = findSandboxGame('sbx_star_lines')!.rtpPercent;
    expect(Math.abs(getStarExactRtp() * 100 - declared)).toBeLessThan(0.005);
    // The exact figure checks the paytable; the simulation checks that the floats reach the strips, rows and lines the
    // exact walk assumes. A fixed seed range keeps it deterministic; 4 standard errors (about 3.4 pp: one spin's
    // standard deviation is 3.7x) leaves a correct mapping a 1 in 15 000 chance of failing on another seed range.
    const spin = createSlotSpinner('sbx_star_lines', PINNED_SEEDS.serverSeed, 'star-lines-rtp');
    const n = 200_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const m = spin(nonce).multiplierX100;
      sum += m;
      sumSquares += m * m;
    }
    const { mean, error } = meanAndError(sum, sumSquares, n);
    expect(Math.abs(mean - declared)).toBeLessThan(4 * error);
  });

  it('has 10 lines over 5 reels of 32 stops', () => {
    expect(STAR_LINES).toHaveLength(10);
    for (const line of STAR_LINES) expect(line).toHaveLength(5);
    for (const strip of STAR_STRIPS) expect(strip).toHaveLength(32);
  });

  it('pays 3, 4 and 5 of a kind from the left only', () => {
    expect(evaluateStarLine(['bell', 'bell', 'bell', 'lemon', 'bell'], 0)).toEqual({
      symbol: 'bell',
      count: 3,
      line: 0,
      multiplierX100: 200,
    });
    expect(evaluateStarLine(['lemon', 'bell', 'bell', 'bell', 'bell'], 0)).toBeNull();
    expect(evaluateStarLine(['seven', 'seven', 'seven', 'seven', 'seven'], 3)?.multiplierX100).toBe(10_000);
    expect(evaluateStarLine(['plum', 'plum', 'lemon', 'lemon', 'lemon'], 0)).toBeNull();
  });

  it('lets the star stand for any symbol, and pays stars alone when they pay more', () => {
    expect(evaluateStarLine(['star', 'grape', 'star', 'grape', 'cherry'], 5)).toEqual({
      symbol: 'grape',
      count: 4,
      line: 5,
      multiplierX100: 400,
    });
    expect(evaluateStarLine(['lemon', 'star', 'star', 'lemon', 'lemon'], 1)?.count).toBe(5);
    // Three stars then a cherry: 3 stars (500) beat 4 cherries (120).
    expect(evaluateStarLine(['star', 'star', 'star', 'cherry', 'plum'], 0)).toEqual({
      symbol: 'star',
      count: 3,
      line: 0,
      multiplierX100: 500,
    });
    // Two stars then three sevens: five sevens (10 000) beat nothing.
    expect(evaluateStarLine(['star', 'star', 'seven', 'seven', 'seven'], 0)).toEqual({
      symbol: 'seven',
      count: 5,
      line: 0,
      multiplierX100: 10_000,
    });
    expect(evaluateStarLine(['star', 'star', 'star', 'star', 'star'], 0)?.multiplierX100).toBe(25_000);
  });

  it('reads every line through its rows, the V shapes included', () => {
    const stop = (reel: number, symbol: string, row: number): number =>
      STAR_STRIPS[reel].findIndex((_, s) => STAR_STRIPS[reel][(s + row) % 32] === symbol);
    // Line 3 is the V: rows 0, 1, 2, 1, 0.
    const outcome = getStarOutcome([stop(0, 'bell', 0), stop(1, 'star', 1), stop(2, 'bell', 2), stop(3, 'lemon', 1), stop(4, 'lemon', 0)]);
    expect(outcome.wins).toContainEqual({ symbol: 'bell', count: 3, line: 3, multiplierX100: 200 });
    expect(outcome.multiplierX100).toBe(outcome.wins.reduce((sum, win) => sum + win.multiplierX100, 0));
  });

  it('is deterministic and pinned to a known seed', () => {
    const outcome = playSlot('sbx_star_lines', PINNED_SEEDS);
    expect(playSlot('sbx_star_lines', { ...PINNED_SEEDS })).toEqual(outcome);
    expect(outcome.grid).toEqual([
      ['plum', 'orange', 'lemon'],
      ['bell', 'star', 'seven'],
      ['lemon', 'cherry', 'cherry'],
      ['orange', 'lemon', 'cherry'],
      ['seven', 'cherry', 'plum'],
    ]);
    expect(outcome.wins).toEqual([{ symbol: 'lemon', count: 4, line: 4, multiplierX100: 200 }]);
    expect(outcome.multiplierX100).toBe(200);
  });
});
