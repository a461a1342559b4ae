/** n choose k, exact. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}

const SCRATCH = new Int32Array(64);

/**
 * Draws `count` distinct indexes from 0..poolSize-1 in draw order: draw i takes index floor(float_i x (poolSize - i))
 * of the indexes still left, in ascending order (Stake's Fisher-Yates variant for keno and mines). When every index
 * is drawn, the last one needs no float. Writes into `out` when given (no allocation in simulations).
 */
export function drawWithoutReplacement(
  floats: ArrayLike<number>,
  poolSize: number,
  count: number,
  out: { length: number; [index: number]: number } = new Array<number>(count),
): typeof out {
  if (count > poolSize) throw new RangeError('cannot draw more than the pool holds');
  const scratch = poolSize <= SCRATCH.length ? SCRATCH : new Int32Array(poolSize);
  if (floats.length < Math.min(count, poolSize - 1)) throw new RangeError('not enough floats');
  for (let i = 0; i < poolSize; i++) scratch[i] = i;
  for (let i = 0; i < count; i++) {
    const left = poolSize - i;
    const at = left === 1 ? 0 : Math.floor(floats[i] * left);
    if (!(at >= 0 && at < left)) throw new RangeError('a float must be in [0, 1)');
    out[i] = scratch[at];
    for (let j = at; j < left - 1; j++) scratch[j] = scratch[j + 1];
  }
  return out;
}
