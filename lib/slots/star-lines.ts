import type { SlotEngine, SlotOutcome, SlotWin } from './types';
import { buildStrip, pickIndex, windowOf, type Weights } from './weighted';

/**
 * Star Lines: 5 reels of 32 stops, 3 rows, 10 fixed lines. 3, 4 or 5 of a kind from the leftmost reel pay; the star is
 * wild (it stands for any symbol) and pays on its own too. Pays are hundredths of the TOTAL bet (all 10 lines).
 * A float per reel picks its stop: floor(float x 32), the top row; the rows below follow on the strip.
 */
export const STAR_REELS = 5;
export const STAR_ROWS = 3;
export const STAR_WILD = 'star';

/** STAR_LINES[line][reel] = row. */
export const STAR_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

const REEL: Weights = { star: 2, seven: 2, bell: 3, grape: 4, plum: 5, orange: 5, lemon: 5, cherry: 6 };
export const STAR_REEL_WEIGHTS: readonly Weights[] = [REEL, REEL, REEL, REEL, REEL];
export const STAR_STRIPS: readonly (readonly string[])[] = STAR_REEL_WEIGHTS.map(buildStrip);

/** STAR_PAYS[symbol][count - 3] for 3, 4 and 5 of a kind, hundredths of the total bet. */
export const STAR_PAYS: Readonly<Record<string, readonly [number, number, number]>> = {
  star: [500, 2500, 25000],
  seven: [300, 1500, 10000],
  bell: [200, 800, 4000],
  grape: [120, 400, 2000],
  plum: [100, 240, 1150],
  orange: [60, 200, 1000],
  lemon: [60, 200, 1000],
  cherry: [30, 120, 500],
};

function pay(symbol: string, count: number): number {
  return count >= 3 ? (STAR_PAYS[symbol]?.[count - 3] ?? 0) : 0;
}

/**
 * The win of one line's symbols, left to right, or null. The stars that open a line count for the first other symbol;
 * when the stars alone pay more than that symbol's run, the line pays as stars.
 */
export function evaluateStarLine(symbols: readonly string[], line: number): SlotWin | null {
  let stars = 0;
  while (stars < symbols.length && symbols[stars] === STAR_WILD) stars++;
  const symbol = stars < symbols.length ? symbols[stars] : STAR_WILD;
  let count = stars;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === STAR_WILD)) count++;
  const starPay = pay(STAR_WILD, stars);
  const symbolPay = pay(symbol, count);
  if (starPay === 0 && symbolPay === 0) return null;
  return starPay > symbolPay
    ? { symbol: STAR_WILD, count: stars, line, multiplierX100: starPay }
    : { symbol, count, line, multiplierX100: symbolPay };
}

/** The outcome of the five reel stops (0..31 each). */
export function getStarOutcome(stops: readonly number[]): SlotOutcome {
  const grid = stops.map((stop, reel) => windowOf(STAR_STRIPS[reel], stop, STAR_ROWS));
  const wins: SlotWin[] = [];
  STAR_LINES.forEach((rows, line) => {
    const win = evaluateStarLine(
      rows.map((row, reel) => grid[reel][row]),
      line,
    );
    if (win) wins.push(win);
  });
  return { kind: 'slot', grid, wins, multiplierX100: wins.reduce((sum, win) => sum + win.multiplierX100, 0) };
}

export const STAR_LINES_GAME: SlotEngine = {
  floatCount: STAR_REELS,
  spin: (floats) => getStarOutcome(STAR_STRIPS.map((strip, reel) => pickIndex(floats[reel], strip.length))),
};

/**
 * The exact return. Whatever its rows, a line shows on each reel one stop of a uniformly chosen window, so its symbols
 * are independent with the strips' frequencies; every line has the same expected pay and the total is 10 times it.
 * Enumerates the 8^5 symbol combinations of one line, weighted by the product of the symbols' counts.
 */
export function getStarExactRtp(): number {
  const reels = STAR_REEL_WEIGHTS.map((weights) => Object.entries(weights));
  const symbols = new Array<string>(STAR_REELS);
  let sum = 0;
  let combos = 1;
  for (const reel of reels) combos *= reel.reduce((total, [, weight]) => total + weight, 0);
  const walk = (reel: number, weight: number): void => {
    if (reel === STAR_REELS) {
      sum += weight * (evaluateStarLine(symbols, 0)?.multiplierX100 ?? 0);
      return;
    }
    for (const [symbol, count] of reels[reel]) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return (STAR_LINES.length * sum) / (combos * 100);
}
