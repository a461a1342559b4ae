/**
 * Cases: one float picks one item, weighted. Items keep their catalogue order; with W the sum of the (whole, positive)
 * weights, the item is the first whose running weight sum exceeds floor(float x W). Stake's cases likewise use a
 * single float against the prize chances.
 */
export interface CaseItem {
  valueMinor: number;
  weight: number;
}

const TWO_POW_32 = 0x1_0000_0000;

export function isCaseWeights(weights: readonly number[]): boolean {
  return (
    weights.length >= 1 &&
    weights.every((w) => Number.isSafeInteger(w) && w > 0) &&
    Number.isSafeInteger(weights.reduce((sum, w) => sum + w, 0))
  );
}

/**
 * floor(float x W), exact: the float is a whole number u over 2^32, so this is floor(u x W / 2^32) in integers
 * (BigInt when u x W would not fit a double's 53 bits).
 */
function scaleFloat(float: number, total: number): number {
  const u = float * TWO_POW_32;
  if (u * total < Number.MAX_SAFE_INTEGER) return Math.floor(float * total);
  return Number((BigInt(u) * BigInt(total)) / BigInt(TWO_POW_32));
}

export function pickCaseItem(float: number, weights: readonly number[]): number {
  if (!isCaseWeights(weights)) throw new RangeError('case weights must be whole numbers above 0');
  const total = weights.reduce((sum, w) => sum + w, 0);
  const target = scaleFloat(float, total);
  let running = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i];
    if (target < running) return i;
  }
  return weights.length - 1;
}

/** The exact return of a case: the items' values weighted by their chances, over the price. */
export function getCaseExactRtp(priceMinor: number, items: readonly CaseItem[]): number {
  let total = 0n;
  let value = 0n;
  for (const item of items) {
    total += BigInt(item.weight);
    value += BigInt(item.valueMinor) * BigInt(item.weight);
  }
  const scale = 1_000_000_000n;
  return Number((value * scale) / (total * BigInt(priceMinor))) / Number(scale);
}
