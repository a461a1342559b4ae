import { describe, expect, it } from 'vitest';
import { crashCurveAt } from './crash-curve';
import { multiplierLines, withAlpha } from './draw-crash-graph';
import { graphScaleAt, niceStep, plotPoint } from './graph-scale';

const box = { left: 40, top: 10, width: 300, height: 200 };

describe('the graph scale', () => {
  it('picks round grid steps', () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(1, 4)).toBe(0.5);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(0.3, 4)).toBe(0.1);
  });

  it('starts at 8 s and 1.5x and keeps the tip inside as the round runs', () => {
    expect(graphScaleAt(0)).toMatchObject({ maxTimeMs: 8_000, maxMultiplier: 1.5 });
    for (const elapsedMs of [0, 5_000, 30_000, 90_000, 200_000]) {
      const scale = graphScaleAt(elapsedMs);
      const tip = plotPoint(scale, box, elapsedMs, crashCurveAt(elapsedMs));
      expect(tip.x).toBeGreaterThanOrEqual(box.left);
      expect(tip.x).toBeLessThan(box.left + box.width);
      expect(tip.y).toBeGreaterThan(box.top);
      expect(tip.y).toBeLessThanOrEqual(box.top + box.height);
    }
  });

  it('draws 1x and the round multiples of the step above it', () => {
    expect(multiplierLines({ maxTimeMs: 1, maxMultiplier: 1.5, timeStepMs: 1, multiplierStep: 0.2 })).toEqual([1, 1.2, 1.4]);
    expect(multiplierLines({ maxTimeMs: 1, maxMultiplier: 12.9, timeStepMs: 1, multiplierStep: 5 })).toEqual([1, 5, 10]);
    expect(multiplierLines({ maxTimeMs: 1, maxMultiplier: 5, timeStepMs: 1, multiplierStep: 1 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts 1.00x at the bottom left corner', () => {
    expect(plotPoint(graphScaleAt(0), box, 0, 1)).toEqual({ x: 40, y: 210 });
  });
});

describe('the graph colours', () => {
  it('turns a token colour translucent', () => {
    expect(withAlpha('#3ddc84', 0.5)).toBe('rgba(61, 220, 132, 0.5)');
    expect(withAlpha('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)');
    expect(withAlpha('red', 0.1)).toBe('red');
  });
});
