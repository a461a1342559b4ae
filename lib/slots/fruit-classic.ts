import type { SlotEngine, SlotOutcome, SlotWin } from './types';
import { buildStrip, pickIndex, windowOf, type Weights } from './weighted';

/**
 * Fruit Classic: 3 reels of 32 stops, 3 rows, 5 fixed lines (the rows and both diagonals). Three of a kind on a line
 * pays; cherries pay for 1, 2 or 3 anywhere on a line instead. Pays are hundredths of the TOTAL bet (all 5 lines).
 * A float per reel picks its stop: floor(float x 32), the top row; the rows below follow on the strip.
 */
export const FRUIT_REELS = 3;
export const FRUIT_ROWS = 3;

/** FRUIT_LINES[line][reel] = row. */
export const FRUIT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export const FRUIT_REEL_WEIGHTS: readonly Weights[] = [
  { cherry: 4, lemon: 7, orange: 6, plum: 5, bell: 4, bar: 4, seven: 2 },
  { cherry: 4, lemon: 7, orange: 6, plum: 5, bell: 4, bar: 4, seven: 2 },
  { cherry: 4, lemon: 7, orange: 6, plum: 5, bell: 4, bar: 4, seven: 2 },
];

export const FRUIT_STRIPS: readonly (readonly string[])[] = FRUIT_REEL_WEIGHTS.map(buildStrip);

/** Three of a kind on a line, hundredths of the total bet. */
export const FRUIT_THREE_PAYS: Readonly<Record<string, number>> = {
  seven: 5000,
  bar: 1500,
  bell: 1000,
  plum: 400,
  orange: 300,
  lemon: 200,
};

/** 1, 2 or 3 cherries anywhere on a line (index = count). */
export const FRUIT_CHERRY_PAYS: readonly number[] = [0, 15, 60, 400];

/** The win of one line's symbols, left to right, or null. */
export function evaluateFruitLine(symbols: readonly string[], line: number): SlotWin | null {
  const cherries = symbols.filter((s) => s === 'cherry').length;
  if (cherries > 0) return { symbol: 'cherry', count: cherries, line, multiplierX100: FRUIT_CHERRY_PAYS[cherries] };
  const [first] = symbols;
  if (symbols.every((s) => s === first) && FRUIT_THREE_PAYS[first]) {
    return { symbol: first, count: symbols.length, line, multiplierX100: FRUIT_THREE_PAYS[first] };
  }
  return null;
}

/** The outcome of the three reel stops (0..31 each). */
export function getFruitOutcome(stops: readonly number[]): SlotOutcome {
  const grid = stops.map((stop, reel) => windowOf(FRUIT_STRIPS[reel], stop, FRUIT_ROWS));
  const wins: SlotWin[] = [];
  FRUIT_LINES.forEach((rows, line) => {
    const win = evaluateFruitLine(
      rows.map((row, reel) => grid[reel][row]),
      line,
    );
    if (win) wins.push(win);
  });
  return { kind: 'slot', grid, wins, multiplierX100: wins.reduce((sum, win) => sum + win.multiplierX100, 0) };
}

export const FRUIT_CLASSIC: SlotEngine = {
  floatCount: FRUIT_REELS,
  spin: (floats) => getFruitOutcome(FRUIT_STRIPS.map((strip, reel) => pickIndex(floats[reel], strip.length))),
};

/** The exact return: every one of the 32^3 stop combinations is equally likely; one division at the end. */
export function getFruitExactRtp(): number {
  const [a, b, c] = FRUIT_STRIPS;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      for (let k = 0; k < c.length; k++) sum += getFruitOutcome([i, j, k]).multiplierX100;
    }
  }
  return sum / (a.length * b.length * c.length * 100);
}
