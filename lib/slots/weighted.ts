/** Helpers the slot games share: weighted picks and reel strips built from symbol weights. */

/** Symbol id -> weight (whole numbers); the order of the entries is the order of the paytable. */
export type Weights = Readonly<Record<string, number>>;

/**
 * A reel strip with each symbol `weight` times, spread evenly: copy k of a symbol of weight w sits at (k + 0.5) / w
 * of the strip, ties in the weights' order. The same weights always give the same strip.
 */
export function buildStrip(weights: Weights): string[] {
  const spots: { at: number; order: number; symbol: string }[] = [];
  Object.entries(weights).forEach(([symbol, weight], order) => {
    for (let k = 0; k < weight; k++) spots.push({ at: (k + 0.5) / weight, order, symbol });
  });
  spots.sort((a, b) => a.at - b.at || a.order - b.order);
  return spots.map((spot) => spot.symbol);
}

/** A float in [0, 1) -> a whole number in [0, size): floor(float x size), truncated like every mapping here. */
export function pickIndex(float: number, size: number): number {
  const index = Math.floor(float * size);
  if (!(index >= 0 && index < size)) throw new RangeError('a float must be in [0, 1)');
  return index;
}

/** Cumulative upper bounds of the weights, to pick a symbol by floor(float x total). */
export function cumulative(weights: Weights): { symbols: string[]; bounds: number[]; total: number } {
  const symbols: string[] = [];
  const bounds: number[] = [];
  let total = 0;
  for (const [symbol, weight] of Object.entries(weights)) {
    total += weight;
    symbols.push(symbol);
    bounds.push(total);
  }
  return { symbols, bounds, total };
}

/** The symbol whose cumulative range holds floor(float x total). */
export function pickWeighted(float: number, table: { symbols: string[]; bounds: number[]; total: number }): string {
  const at = pickIndex(float, table.total);
  let i = 0;
  while (at >= table.bounds[i]) i++;
  return table.symbols[i];
}

/** The symbols a strip shows: `rows` consecutive stops from `stop`, wrapping round. */
export function windowOf(strip: readonly string[], stop: number, rows: number): string[] {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) out.push(strip[(stop + row) % strip.length]);
  return out;
}
