import { CRASH_GROWTH_PER_MS } from '@/lib/fairness/crash-curve';

export { crashCurveAt, multiplierCentiAt as crashCentiAt } from '@/lib/fairness/crash-curve';

/** When the curve reaches a multiplier (1.00 at 0 ms, 2.00 after about 11.55 s), as a fractional time for drawing. */
export function elapsedForMultiplier(multiplier: number): number {
  return Math.log(Math.max(1, multiplier)) / CRASH_GROWTH_PER_MS;
}

/** A wire multiplier (2.56) as hundredths, rounded to undo float noise (2.56 * 100 = 256.00000000000003). */
export function centiOf(multiplier: number): number {
  return Math.round(multiplier * 100);
}
