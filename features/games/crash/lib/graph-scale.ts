import { crashCurveAt } from './crash-curve';

/** The graph's axes for one frame: they start at 8 s and 1.5x, and grow so the tip stays inside with room above. */
export interface GraphScale {
  maxTimeMs: number;
  maxMultiplier: number;
  timeStepMs: number;
  multiplierStep: number;
}

const MIN_TIME_MS = 8_000;
const MIN_MULTIPLIER = 1.5;
const TIME_HEADROOM = 1.15;
const MULTIPLIER_HEADROOM = 1.25;
const STEPS = [1, 2, 5];

/** A round step (1, 2 or 5 times a power of ten) that cuts `range` into at most `lines` parts. */
export function niceStep(range: number, lines: number): number {
  const rough = range / Math.max(1, lines);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = STEPS.map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

export function graphScaleAt(elapsedMs: number): GraphScale {
  const maxTimeMs = Math.max(MIN_TIME_MS, elapsedMs * TIME_HEADROOM);
  const maxMultiplier = Math.max(MIN_MULTIPLIER, 1 + (crashCurveAt(elapsedMs) - 1) * MULTIPLIER_HEADROOM);
  return { maxTimeMs, maxMultiplier, timeStepMs: niceStep(maxTimeMs / 1000, 5) * 1000, multiplierStep: niceStep(maxMultiplier - 1, 4) };
}

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a point of the curve goes in the plot (CSS pixels; y grows downwards). */
export function plotPoint(scale: GraphScale, box: PlotBox, elapsedMs: number, multiplier: number): { x: number; y: number } {
  return {
    x: box.left + (elapsedMs / scale.maxTimeMs) * box.width,
    y: box.top + box.height - ((multiplier - 1) / (scale.maxMultiplier - 1)) * box.height,
  };
}
