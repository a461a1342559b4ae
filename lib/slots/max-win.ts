import { evaluateFruitLine, FRUIT_LINES, FRUIT_ROWS, FRUIT_STRIPS } from './fruit-classic';
import { GEM_PAYS, GEM_REELS, GEM_ROWS, getGemPay } from './gem-scatter';
import { evaluateStarLine, STAR_LINES, STAR_ROWS, STAR_STRIPS } from './star-lines';
import type { SlotWin } from './types';
import { windowOf } from './weighted';

export type LineGame = {
  strips: readonly (readonly string[])[];
  rows: number;
  lines: readonly (readonly number[])[];
  evaluate: (symbols: readonly string[], line: number) => SlotWin | null;
};

/**
 * The largest win of one spin of a line game (hundredths of the total bet) and stops that give it, exact: a search over the reels' stops that
 * drops a branch when no completion can beat the best so far. A line's bound for the symbols it shows on the first
 * reels is the best pay over every completion by any symbol of the later reels (memoised by those symbols).
 */
export function findLinesMaxWin(game: LineGame): { x100: number; stops: number[] } {
  const reels = game.strips.length;
  const alphabets = game.strips.map((strip) => [...new Set(strip)]);
  const windows = game.strips.map((strip) => {
    const seen = new Map<string, { stop: number; window: string[] }>();
    strip.forEach((_, stop) => {
      const window = windowOf(strip, stop, game.rows);
      if (!seen.has(window.join(','))) seen.set(window.join(','), { stop, window });
    });
    return [...seen.values()];
  });
  const bounds = new Map<string, number>();
  const bestCompletion = (symbols: string[]): number => {
    if (symbols.length === reels) return game.evaluate(symbols, 0)?.multiplierX100 ?? 0;
    let best = 0;
    for (const symbol of alphabets[symbols.length]) best = Math.max(best, bestCompletion([...symbols, symbol]));
    return best;
  };
  const bound = (symbols: string[]): number => {
    const key = symbols.join(',');
    let value = bounds.get(key);
    if (value === undefined) bounds.set(key, (value = bestCompletion(symbols)));
    return value;
  };
  const shown: string[][] = game.lines.map(() => []);
  let best = 0;
  let bestStops: number[] = [];
  const stops: number[] = [];
  const walk = (reel: number): void => {
    for (const { stop, window } of windows[reel]) {
      stops[reel] = stop;
      let total = 0;
      game.lines.forEach((rows, line) => {
        shown[line][reel] = window[rows[reel]];
        shown[line].length = reel + 1;
        total += bound(shown[line]);
      });
      if (total <= best) continue;
      if (reel < reels - 1) walk(reel + 1);
      else [best, bestStops] = [total, [...stops]];
    }
  };
  walk(0);
  return { x100: best, stops: bestStops };
}

/**
 * Gem Scatter's largest win, hundredths of the bet: every cell can show every gem, so it is the best split of the 30
 * cells between the gems (a knapsack over the gems in turn).
 */
export function getGemMaxWinX100(): number {
  const cells = GEM_REELS * GEM_ROWS;
  let best = new Array<number>(cells + 1).fill(0); // best[c]: the most that c cells pay among the gems seen so far
  for (const gem of Object.keys(GEM_PAYS)) {
    const next = [...best];
    for (let c = 0; c <= cells; c++) {
      for (let k = 1; k <= c; k++) next[c] = Math.max(next[c], best[c - k] + getGemPay(gem, k));
    }
    best = next;
  }
  return best[cells];
}

const FRUIT_GAME: LineGame = { strips: FRUIT_STRIPS, rows: FRUIT_ROWS, lines: FRUIT_LINES, evaluate: evaluateFruitLine };
export const STAR_GAME: LineGame = { strips: STAR_STRIPS, rows: STAR_ROWS, lines: STAR_LINES, evaluate: evaluateStarLine };

const cache = new Map<string, number>();
const COMPUTE: Readonly<Record<string, () => number>> = {
  sbx_fruit_classic: () => findLinesMaxWin(FRUIT_GAME).x100,
  sbx_star_lines: () => findLinesMaxWin(STAR_GAME).x100,
  sbx_gem_scatter: getGemMaxWinX100,
};

/** A sandbox slot's largest win of one spin, hundredths of the total bet (computed once, then remembered). */
export function getSlotMaxWinX100(code: string): number {
  const compute = Object.hasOwn(COMPUTE, code) ? COMPUTE[code] : undefined;
  if (!compute) throw new RangeError(`"${code}" is not a sandbox slot`);
  let value = cache.get(code);
  if (value === undefined) cache.set(code, (value = compute()));
  return value;
}
