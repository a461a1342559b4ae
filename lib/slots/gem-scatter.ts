import type { SlotEngine, SlotOutcome, SlotWin } from './types';
import { cumulative, pickWeighted, type Weights } from './weighted';

/**
 * Gem Scatter: a 6 x 5 grid that pays anywhere. Every cell is drawn on its own: float number reel x 5 + row picks a
 * gem by floor(float x 64) over the weights below. 8 or more of one gem anywhere pay by the band of their count
 * (8-9, 10-11, 12+); several gems can pay at once; no cascades. Pays are hundredths of the bet.
 */
export const GEM_REELS = 6;
export const GEM_ROWS = 5;
export const GEM_MIN_COUNT = 8;
/** The smallest count of each pay band: 8-9, 10-11, 12 and more (the columns of GEM_PAYS). */
export const GEM_BANDS: readonly [number, number, number] = [GEM_MIN_COUNT, 10, 12];

/** Weights out of 64, a power of two, so floor(float x 64) gives each weight exactly its share of the floats. */
export const GEM_WEIGHTS: Weights = { diamond: 4, ruby: 6, emerald: 8, sapphire: 10, amethyst: 11, topaz: 12, pearl: 13 };
const TABLE = cumulative(GEM_WEIGHTS);

/** GEM_PAYS[gem] = [8-9, 10-11, 12+], hundredths of the bet. */
export const GEM_PAYS: Readonly<Record<string, readonly [number, number, number]>> = {
  diamond: [2500, 5000, 10000],
  ruby: [800, 2000, 5000],
  emerald: [400, 800, 2000],
  sapphire: [150, 400, 1200],
  amethyst: [120, 300, 800],
  topaz: [80, 200, 600],
  pearl: [40, 120, 400],
};

export function getGemPay(gem: string, count: number): number {
  const pays = GEM_PAYS[gem];
  if (!pays || count < GEM_BANDS[0]) return 0;
  return count >= GEM_BANDS[2] ? pays[2] : count >= GEM_BANDS[1] ? pays[1] : pays[0];
}

/** The wins of a grid: each gem with 8 or more cells, in the paytable's order. */
export function evaluateGemGrid(grid: readonly (readonly string[])[]): SlotWin[] {
  const counts = new Map<string, number>();
  for (const reel of grid) for (const gem of reel) counts.set(gem, (counts.get(gem) ?? 0) + 1);
  const wins: SlotWin[] = [];
  for (const gem of TABLE.symbols) {
    const count = counts.get(gem) ?? 0;
    const pay = getGemPay(gem, count);
    if (pay > 0) wins.push({ symbol: gem, count, line: null, multiplierX100: pay });
  }
  return wins;
}

export function getGemOutcome(floats: ArrayLike<number>): SlotOutcome {
  const grid: string[][] = [];
  for (let reel = 0; reel < GEM_REELS; reel++) {
    const column: string[] = [];
    for (let row = 0; row < GEM_ROWS; row++) column.push(pickWeighted(floats[reel * GEM_ROWS + row], TABLE));
    grid.push(column);
  }
  const wins = evaluateGemGrid(grid);
  return { kind: 'slot', grid, wins, multiplierX100: wins.reduce((sum, win) => sum + win.multiplierX100, 0) };
}

export const GEM_SCATTER: SlotEngine = { floatCount: GEM_REELS * GEM_ROWS, spin: getGemOutcome };

/** The chance of exactly k of n cells, each with chance p: C(n, k) p^k (1 - p)^(n - k). */
function binomialChance(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * p ** k * (1 - p) ** (n - k);
}

/**
 * The exact return (to double precision): the pay is a sum over gems of a function of that gem's count, and a gem's
 * count over the 30 independent cells is binomial, so the expectation needs no joint distribution.
 */
export function getGemExactRtp(): number {
  const cells = GEM_REELS * GEM_ROWS;
  let sum = 0;
  for (const [gem, weight] of Object.entries(GEM_WEIGHTS)) {
    for (let k = GEM_MIN_COUNT; k <= cells; k++) sum += binomialChance(cells, k, weight / TABLE.total) * getGemPay(gem, k);
  }
  return sum / 100;
}
