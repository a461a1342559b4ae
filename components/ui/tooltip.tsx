'use client';

import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styles from './tooltip.module.css';

/** Spec section 9: tooltips show after 200 ms, sit 5 px from their trigger and are removed 150 ms after hiding. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_DISTANCE_PX = 5;
export const TOOLTIP_DISPOSE_MS = 150;

export type TooltipTheme = 'white' | 'gray' | 'regdep';

interface TooltipProps {
  content: ReactNode;
  theme?: TooltipTheme;
  placement?: 'top' | 'bottom';
  /** The trigger: one focusable element (a button, a link); it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

type Phase = 'hidden' | 'open' | 'closing';

/**
 * A hint shown on hover and on keyboard focus, after a short delay, dismissed by Escape, by leaving and by blur
 * (WCAG 1.4.13). The trigger is described by the tooltip while it is shown.
 */
export function Tooltip({ content, theme = 'gray', placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('hidden');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    clear();
    // Back over the trigger while it fades out: show again at once, no second delay.
    if (phase === 'closing') return setPhase('open');
    if (phase === 'open') return;
    timer.current = setTimeout(() => setPhase('open'), TOOLTIP_SHOW_DELAY_MS);
  };
  const hide = () => {
    clear();
    if (phase === 'hidden') return;
    setPhase('closing');
    timer.current = setTimeout(() => setPhase('hidden'), TOOLTIP_DISPOSE_MS);
  };

  useEffect(() => clear, []);
  useEffect(() => {
    if (phase === 'hidden') return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const mounted = phase !== 'hidden';
  return (
    <span
      className={styles.anchor}
      style={{ ['--tooltip-distance' as string]: `${TOOLTIP_DISTANCE_PX}px` }}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': mounted ? id : undefined })}
      {mounted && (
        <span role="tooltip" id={id} className={`${styles.tooltip} ${styles[theme]} ${styles[placement]}`} data-phase={phase}>
          {content}
        </span>
      )}
    </span>
  );
}
