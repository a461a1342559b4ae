'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { useLocale } from '@/i18n/hooks';
import { formatFixed } from '@/lib/money-format';

const REFRESH_MS = 100;

/** Milliseconds left until `endsAtMs` on the server's clock, 0 once it has passed; re-read ten times a second. */
export function useTimeLeft(endsAtMs: number | null, serverNow: () => number): number {
  const left = () => (endsAtMs === null ? 0 : Math.max(0, endsAtMs - serverNow()));
  const [leftMs, setLeftMs] = useState(left);
  const readLeft = useEffectEvent(left);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new deadline reads the clock (outside React) at once, not a tick later.
    setLeftMs(readLeft());
    if (endsAtMs === null) return;
    const timer = setInterval(() => {
      const now = readLeft();
      setLeftMs(now);
      if (now === 0) clearInterval(timer);
    }, REFRESH_MS);
    return () => clearInterval(timer);
    // left reads these two; the timer restarts when either changes.
  }, [endsAtMs, serverNow]);
  return leftMs;
}

/**
 * A phase's countdown: the seconds left (one decimal, in the page's locale) and a bar that empties over `totalMs`. It re-renders only
 * itself; screen readers hear the phases from the game's live region instead, so it is hidden from them.
 */
export function Countdown({
  endsAtMs,
  totalMs,
  serverNow,
  format,
  className,
  barClassName,
}: {
  endsAtMs: number | null;
  totalMs: number;
  serverNow: () => number;
  format: (seconds: string) => string;
  className?: string;
  barClassName?: string;
}) {
  const locale = useLocale();
  const leftMs = useTimeLeft(endsAtMs, serverNow);
  const share = Math.min(1, leftMs / totalMs);
  return (
    <span className={className} aria-hidden="true">
      <span>{format(formatFixed(leftMs / 1000, 1, locale))}</span>
      {barClassName && (
        <span className={barClassName}>
          <span style={{ transform: `scaleX(${share})` }} />
        </span>
      )}
    </span>
  );
}
