/**
 * The published curve (docs/realtime.md): multiplier(t) = floor(100 * e^(0.00006 * t)) / 100 with t the milliseconds
 * since the round started. Multipliers are whole hundredths here (centi: 100 = 1.00x).
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The curve's exact height (for drawing a smooth line; what is paid and shown is floored to the hundredth). */
export function crashCurveAt(elapsedMs: number): number {
  return Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs));
}

export function multiplierCentiAt(elapsedMs: number): number {
  return Math.floor(100 * crashCurveAt(elapsedMs));
}

/** The first whole millisecond at which the curve reaches `centi` (the crash point: the round's end; a target: its auto cash-out). */
export function elapsedToReach(centi: number): number {
  let t = Math.max(0, Math.ceil(Math.log(centi / 100) / CRASH_GROWTH_PER_MS));
  while (t > 0 && multiplierCentiAt(t - 1) >= centi) t -= 1;
  while (multiplierCentiAt(t) < centi) t += 1;
  return t;
}

/** 256 -> 2.56 on the wire. */
export const centiToMultiplier = (centi: number): number => centi / 100;
