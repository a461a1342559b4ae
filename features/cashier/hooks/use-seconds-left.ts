import { useEffect, useState } from 'react';
import { TIMINGS } from '@/lib/timings';

const secondsUntil = (deadlineMs: number) => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

/** Spec section 4's 1 s countdown to a deadline on this device's clock; a hidden tab catches up when it ticks again. */
export function useSecondsLeft(deadlineMs: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadlineMs));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new deadline reads the clock (outside React) at once, not a tick later.
    setLeft(secondsUntil(deadlineMs));
    const timer = setInterval(() => {
      const next = secondsUntil(deadlineMs);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TIMINGS.countdownTickMs);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return left;
}
