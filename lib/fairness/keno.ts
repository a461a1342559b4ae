import { binomial, drawWithoutReplacement } from './combinatorics';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from './keno-paytables';
import { ONE_X_BP } from './multiplier';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

/** 10 numbers of 1..40 in draw order; float i picks index floor(float_i x (40 - i)) of the numbers left ascending. */
export function drawKeno(floats: ArrayLike<number>, out: number[] = new Array<number>(KENO_DRAWN)): number[] {
  drawWithoutReplacement(floats, KENO_NUMBERS, KENO_DRAWN, out);
  for (let i = 0; i < KENO_DRAWN; i++) out[i] += 1;
  return out;
}

export function isKenoRisk(value: string): value is KenoRisk {
  return (KENO_RISKS as readonly string[]).includes(value);
}

/** 1 to 10 distinct whole numbers of 1..40. */
export function isKenoPicks(picks: readonly number[]): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length
  );
}

export function countKenoHits(picks: readonly number[], drawn: readonly number[]): number {
  let hits = 0;
  for (const n of picks) if (drawn.includes(n)) hits++;
  return hits;
}

export function getKenoMultiplierBp(risk: KenoRisk, picks: number, hits: number): number {
  const row = KENO_PAYTABLES[risk]?.[picks - 1];
  if (!row || !Number.isInteger(hits) || hits < 0 || hits > picks) throw new RangeError('no such keno paytable entry');
  return Math.round(row[hits] * 100) * 100;
}

/** The chance of `hits` hits with `picks` picks: C(picks, hits) C(40 - picks, 10 - hits) / C(40, 10). */
export function getKenoHitChance(picks: number, hits: number): number {
  return Number(binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / Number(binomial(KENO_NUMBERS, KENO_DRAWN));
}

/** The exact return of one paytable, from integer sums (one division at the end). */
export function getKenoExactRtp(risk: KenoRisk, picks: number): number {
  let sum = 0n;
  for (let hits = 0; hits <= picks; hits++) {
    sum += binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits) * BigInt(getKenoMultiplierBp(risk, picks, hits));
  }
  return Number(sum) / (Number(binomial(KENO_NUMBERS, KENO_DRAWN)) * ONE_X_BP);
}

export function getKenoMaxMultiplierBp(): number {
  let max = 0;
  for (const risk of KENO_RISKS) {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      for (let hits = 0; hits <= picks; hits++) max = Math.max(max, getKenoMultiplierBp(risk, picks, hits));
    }
  }
  return max;
}
