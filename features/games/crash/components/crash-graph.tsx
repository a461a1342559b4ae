'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { formatCenti, formatFixed } from '@/lib/money-format';
import type { CrashFrame } from '../lib/crash-frame';
import { drawCrashGraph, type GraphColors } from '../lib/draw-crash-graph';
import { useReducedMotion } from '../../live/hooks/use-reduced-motion';
import styles from './crash.module.css';

export interface CrashGraphTexts {
  /** "2.35×" */
  multiplier: (value: string) => string;
  /** An axis label: "5 s" */
  seconds: (value: number) => string;
  /** The countdown: "4.3 s" */
  countdown: (seconds: string) => string;
  betting: string;
  starting: string;
  /** The page's locale, for the numbers. */
  locale: string;
  crashed: string;
  waiting: string;
}

const FALLBACK_COLORS: GraphColors = {
  line: '#3ddc84',
  crashed: '#ff8585',
  mine: '#f5b83d',
  grid: 'rgba(255, 255, 255, 0.07)',
  label: '#a3b4c3',
};

function readColors(element: HTMLElement): GraphColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--color-success', FALLBACK_COLORS.line),
    crashed: token('--color-danger', FALLBACK_COLORS.crashed),
    mine: token('--color-gold', FALLBACK_COLORS.mine),
    grid: FALLBACK_COLORS.grid,
    label: token('--color-text-muted', FALLBACK_COLORS.label),
  };
}

function readoutOf(frame: CrashFrame, texts: CrashGraphTexts): { big: string; small: string } {
  switch (frame.phase) {
    case 'running':
      return { big: texts.multiplier(formatCenti(frame.centi, texts.locale)), small: '' };
    case 'crashed':
      return { big: texts.multiplier(formatCenti(frame.centi, texts.locale)), small: texts.crashed };
    case 'betting':
      return { big: texts.countdown(formatFixed(frame.bettingLeftMs / 1000, 1, texts.locale)), small: texts.betting };
    case 'starting':
      return { big: texts.multiplier(formatCenti(100, texts.locale)), small: texts.starting };
    case 'waiting':
      return { big: '', small: texts.waiting };
  }
}

/**
 * The live graph: a canvas redrawn every animation frame (sized to its box times devicePixelRatio, following the box
 * as it resizes) with the big number and the countdown on top. It is decorative for screen readers, which hear the
 * phases from the page's live region instead. The box's size is set by CSS, so nothing moves when it starts drawing.
 */
export function CrashGraph({ getFrame, texts }: { getFrame: () => CrashFrame; texts: CrashGraphTexts }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const bigRef = useRef<HTMLSpanElement>(null);
  const smallRef = useRef<HTMLSpanElement>(null);
  const barRef = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const latest = useRef({ getFrame, texts });
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    latest.current = { getFrame, texts };
  });

  useEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!box || !canvas || !context) return;
    const colors = readColors(box);
    const fontFamily = getComputedStyle(box).fontFamily || 'sans-serif';
    const size = { width: 0, height: 0, ratio: 1 };
    const resize = () => {
      size.width = box.clientWidth;
      size.height = box.clientHeight;
      size.ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(size.width * size.ratio));
      canvas.height = Math.max(1, Math.round(size.height * size.ratio));
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(box);

    let shown = { big: '', small: '', phase: '', share: -1 };
    let frameId = 0;
    const draw = (timeMs: number) => {
      const frame = latest.current.getFrame();
      context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
      drawCrashGraph(context, size, frame, {
        colors,
        labels: { multiplier: latest.current.texts.multiplier, seconds: latest.current.texts.seconds, locale: latest.current.texts.locale },
        fontFamily,
        reducedMotion,
        timeMs,
      });
      const readout = readoutOf(frame, latest.current.texts);
      const share = Math.round(frame.bettingLeftShare * 1000) / 1000;
      if (readout.big !== shown.big && bigRef.current) bigRef.current.textContent = readout.big;
      if (readout.small !== shown.small && smallRef.current) smallRef.current.textContent = readout.small;
      if (frame.phase !== shown.phase) box.dataset.phase = frame.phase;
      if (share !== shown.share && barRef.current) barRef.current.style.transform = `scaleX(${share})`;
      shown = { ...readout, phase: frame.phase, share };
      frameId = requestAnimationFrame(draw);
    };
    frameId = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frameId);
      observer?.disconnect();
    };
  }, [reducedMotion]);

  return (
    <div ref={boxRef} className={styles.screen} data-phase="waiting" data-reduced-motion={reducedMotion || undefined}>
      <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      <div className={styles.readout} aria-hidden="true">
        <span ref={bigRef} className={styles.big} />
        <span ref={smallRef} className={styles.small}>
          {texts.waiting}
        </span>
      </div>
      <span className={styles.bar} aria-hidden="true">
        <span ref={barRef} />
      </span>
    </div>
  );
}
