import { binomial, drawWithoutReplacement } from './combinatorics';
import { ONE_X_BP, getRtpBp } from './multiplier';

/** 5 x 5 tiles, 0..24 row by row. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/** Every tile in draw order (24 floats; the last tile left needs none): the first n are the mines. */
export function getMinesTileOrder(floats: ArrayLike<number>, out: number[] = new Array<number>(MINES_TILES)): number[] {
  return drawWithoutReplacement(floats, MINES_TILES, MINES_TILES, out) as number[];
}

export function isMineCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/** The mine tiles in draw order. */
export function placeMines(floats: ArrayLike<number>, mines: number): number[] {
  if (!isMineCount(mines)) throw new RangeError(`a board has ${MINES_MIN} to ${MINES_MAX} mines`);
  return drawWithoutReplacement(floats, MINES_TILES, mines) as number[];
}

/**
 * The cash-out multiplier after `revealed` safe tiles with `mines` mines: (1 - edge) x C(25, k) / C(25 - n, k),
 * exact integer arithmetic, rounded down to a basis point. The edge is taken once per game, not per tile.
 */
export function getMinesMultiplierBp(mines: number, revealed: number): number {
  if (!isMineCount(mines)) throw new RangeError(`a board has ${MINES_MIN} to ${MINES_MAX} mines`);
  if (!Number.isInteger(revealed) || revealed < 1 || revealed > MINES_TILES - mines) {
    throw new RangeError(`with ${mines} mines, 1 to ${MINES_TILES - mines} safe tiles can be revealed`);
  }
  return Number((BigInt(getRtpBp('mines')) * binomial(MINES_TILES, revealed)) / binomial(MINES_TILES - mines, revealed));
}

/** The chance that `revealed` tiles picked blind are all safe: C(25 - n, k) / C(25, k). */
export function getMinesSurvivalChance(mines: number, revealed: number): number {
  return Number(binomial(MINES_TILES - mines, revealed)) / Number(binomial(MINES_TILES, revealed));
}

export function getMinesExactRtp(mines: number, revealed: number): number {
  return (getMinesMultiplierBp(mines, revealed) / ONE_X_BP) * getMinesSurvivalChance(mines, revealed);
}

/** The largest multiplier of any board: every safe tile revealed with 12 (or 13) mines, 0.99 x C(25, 12). */
export function getMinesMaxMultiplierBp(): number {
  let max = 0;
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) max = Math.max(max, getMinesMultiplierBp(mines, MINES_TILES - mines));
  return max;
}
