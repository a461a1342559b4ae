import { formatCenti, formatNumber } from '@/lib/money-format';
import { crashCurveAt, elapsedForMultiplier } from './crash-curve';
import type { CrashFrame } from './crash-frame';
import { graphScaleAt, plotPoint, type GraphScale, type PlotBox } from './graph-scale';

export interface GraphColors {
  line: string;
  crashed: string;
  /** The viewer's own cash-out mark. */
  mine: string;
  grid: string;
  label: string;
}

export interface GraphLabels {
  /** "2×" from "2" */
  multiplier: (value: string) => string;
  seconds: (value: number) => string;
  /** The page's locale: the numbers are drawn with its decimal separator, as the rest of the page prints them. */
  locale: string;
}

/** A hex colour (#rgb or #rrggbb, as the design tokens are) at an opacity; any other colour is used as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return color;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const PADDING = { left: 44, right: 14, top: 14, bottom: 26 };
const CURVE_SAMPLES = 72;

/** The plot inside the canvas, leaving room for the axis labels. */
export function plotBoxOf(width: number, height: number): PlotBox {
  return {
    left: PADDING.left,
    top: PADDING.top,
    width: Math.max(1, width - PADDING.left - PADDING.right),
    height: Math.max(1, height - PADDING.top - PADDING.bottom),
  };
}

function formatStep(value: number, step: number): number {
  const decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  return Number(value.toFixed(decimals));
}

/** 1x, then the round multiples of the step (2x, 4x, 6x; 5x, 10x), none crowding the 1x line. */
export function multiplierLines(scale: GraphScale): number[] {
  const { multiplierStep: step, maxMultiplier } = scale;
  const lines = [1];
  for (let k = Math.ceil((1 + step * 0.5) / step); k * step <= maxMultiplier + 1e-9; k += 1) lines.push(Number((k * step).toFixed(2)));
  return lines;
}

function drawGrid(ctx: CanvasRenderingContext2D, scale: GraphScale, box: PlotBox, style: GraphStyle): void {
  const { colors, labels } = style;
  ctx.lineWidth = 1;
  ctx.strokeStyle = colors.grid;
  ctx.fillStyle = colors.label;
  ctx.font = `600 11px ${style.fontFamily}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  for (const value of multiplierLines(scale)) {
    const { y } = plotPoint(scale, box, 0, value);
    ctx.beginPath();
    ctx.moveTo(box.left, Math.round(y) + 0.5);
    ctx.lineTo(box.left + box.width, Math.round(y) + 0.5);
    ctx.stroke();
    ctx.fillText(labels.multiplier(formatNumber(formatStep(value, scale.multiplierStep), labels.locale)), box.left - 8, y);
  }
  ctx.textBaseline = 'top';
  for (let ms = scale.timeStepMs; ms <= scale.maxTimeMs; ms += scale.timeStepMs) {
    const { x } = plotPoint(scale, box, ms, 1);
    // The last label would stick out of the plot's right edge: it ends there instead.
    ctx.textAlign = x > box.left + box.width - 16 ? 'right' : 'center';
    ctx.fillText(labels.seconds(Math.round(ms / 1000)), x, box.top + box.height + 8);
  }
}

function traceCurve(ctx: CanvasRenderingContext2D, scale: GraphScale, box: PlotBox, elapsedMs: number): { x: number; y: number } {
  let tip = plotPoint(scale, box, 0, 1);
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  for (let i = 1; i <= CURVE_SAMPLES; i += 1) {
    const t = (elapsedMs * i) / CURVE_SAMPLES;
    tip = plotPoint(scale, box, t, crashCurveAt(t));
    ctx.lineTo(tip.x, tip.y);
  }
  return tip;
}

/**
 * One frame of the graph, in CSS pixels (the caller scales the context by devicePixelRatio): the grid and its labels,
 * then for a running or crashed round the curve from 1.00x to now with the area under it, green or, crashed, red. The
 * tip's glow pulses only when motion is welcome.
 */
export interface GraphStyle {
  colors: GraphColors;
  labels: GraphLabels;
  fontFamily: string;
  reducedMotion: boolean;
  timeMs: number;
}

export function drawCrashGraph(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  frame: CrashFrame,
  style: GraphStyle,
): void {
  const { colors } = style;
  ctx.clearRect(0, 0, size.width, size.height);
  const box = plotBoxOf(size.width, size.height);
  const showsCurve = frame.phase === 'running' || frame.phase === 'crashed';
  const scale = graphScaleAt(showsCurve ? frame.elapsedMs : 0);
  drawGrid(ctx, scale, box, style);
  if (!showsCurve) return;

  const color = frame.phase === 'crashed' ? colors.crashed : colors.line;
  const tip = traceCurve(ctx, scale, box, frame.elapsedMs);
  ctx.lineTo(tip.x, box.top + box.height);
  ctx.lineTo(box.left, box.top + box.height);
  ctx.closePath();
  const fill = ctx.createLinearGradient(0, box.top, 0, box.top + box.height);
  fill.addColorStop(0, withAlpha(color, 0.38));
  fill.addColorStop(1, withAlpha(color, 0.04));
  ctx.fillStyle = fill;
  ctx.fill();

  traceCurve(ctx, scale, box, frame.elapsedMs);
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.stroke();

  const pulse = style.reducedMotion || frame.phase === 'crashed' ? 0 : (Math.sin(style.timeMs / 180) + 1) / 2;
  ctx.beginPath();
  ctx.arc(tip.x, tip.y, 10 + pulse * 6, 0, Math.PI * 2);
  ctx.fillStyle = withAlpha(color, 0.22 + pulse * 0.14);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(tip.x, tip.y, 5, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  drawCashouts(ctx, scale, box, frame, style);
}

/** Everyone's cash-outs as small marks on the curve; the viewer's own as a gold dot with its multiplier. */
function drawCashouts(ctx: CanvasRenderingContext2D, scale: GraphScale, box: PlotBox, frame: CrashFrame, style: GraphStyle): void {
  const pointOf = (centi: number) => {
    const multiplier = centi / 100;
    return plotPoint(scale, box, elapsedForMultiplier(multiplier), multiplier);
  };
  ctx.fillStyle = withAlpha(style.colors.label, 0.8);
  for (const centi of frame.cashouts) {
    if (centi > frame.centi) continue;
    const { x, y } = pointOf(centi);
    ctx.beginPath();
    ctx.arc(x, y, 3, 0, Math.PI * 2);
    ctx.fill();
  }
  if (frame.myCashoutCenti === null || frame.myCashoutCenti > frame.centi) return;
  const { x, y } = pointOf(frame.myCashoutCenti);
  ctx.beginPath();
  ctx.arc(x, y, 6, 0, Math.PI * 2);
  ctx.fillStyle = style.colors.mine;
  ctx.fill();
  // Under the curve and to its right, where neither the line nor the big number (top left) runs; it turns back at the edge.
  const label = style.labels.multiplier(formatCenti(frame.myCashoutCenti, style.labels.locale));
  ctx.font = `700 12px ${style.fontFamily}`;
  ctx.textBaseline = 'top';
  const fitsRight = x + 10 + ctx.measureText(label).width <= box.left + box.width;
  ctx.textAlign = fitsRight ? 'left' : 'right';
  ctx.fillText(label, fitsRight ? x + 10 : x - 10, Math.min(y + 8, box.top + box.height - 14));
}
