'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ticketPosition, type StripSegment } from '../lib/room-participants';
import styles from './rooms.module.css';

/** How many copies of the pot the strip runs through before it stops, and for how long. */
const COPIES = 8;
export const DRAW_MS = 4_500;

interface DrawStripProps {
  segments: readonly StripSegment[];
  potMinor: number;
  /** The winning ticket once drawn (null while the round takes stakes, or when it was refunded). */
  ticket: number | null;
  /** Spin to the ticket (a result that arrived now); false lands at once (a snapshot, reduced motion). */
  spin: boolean;
  initials: (key: string) => string;
  onLanded: () => void;
}

/**
 * The winner animation: the pot as a band of colours, one per player and as wide as their tickets, repeated and
 * slid under the pointer by a CSS transition (the compositor's work) to stop on the winning ticket. While the round
 * takes stakes it is the pot's picture of everyone's chances. Decorative: the result is announced in words.
 */
export function DrawStrip({ segments, potMinor, ticket, spin, initials, onLanded }: DrawStripProps) {
  const [landedAt, setLandedAt] = useState<number | null>(null);
  const onLandedRef = useRef(onLanded);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    onLandedRef.current = onLanded;
  });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new ticket or spin starts the strip over (its timers start here): one render per draw.
    setLandedAt(null);
    if (ticket === null) return;
    if (!spin) {
      setLandedAt(ticket);
      onLandedRef.current();
      return;
    }
    const timer = setTimeout(() => {
      setLandedAt(ticket);
      onLandedRef.current();
    }, DRAW_MS);
    return () => clearTimeout(timer);
  }, [ticket, spin]);

  // The box shows one pot; drawn, the reel is COPIES pots and one more (so the box never runs past its end), and the
  // winning ticket of copy COPIES - 1 stops under the pointer in the box's middle.
  const copies = ticket === null ? 1 : COPIES + 1;
  const shift = ticket === null ? 0 : ((COPIES - 1 + ticketPosition(ticket, potMinor) - 0.5) / copies) * 100;
  return (
    <div className={styles.strip} data-drawn={ticket !== null || undefined} data-landed={landedAt !== null || undefined} aria-hidden="true">
      <div
        className={styles.reel}
        style={{
          width: `${copies * 100}%`,
          transform: `translateX(-${shift}%)`,
          transition: ticket !== null && spin ? `transform ${DRAW_MS}ms cubic-bezier(0.12, 0.75, 0.15, 1)` : 'none',
        }}
      >
        {Array.from({ length: copies }, (_, copy) => (
          <div key={copy} className={styles.copy}>
            {segments.length === 0 ? (
              <span className={styles.emptyBand} />
            ) : (
              segments.map((segment, index) => (
                <span key={index} className={styles.band} data-tone={segment.tone} style={{ flexGrow: segment.amountMinor }}>
                  <span className={styles.bandLabel}>{initials(segment.key)}</span>
                </span>
              ))
            )}
          </div>
        ))}
      </div>
      <span className={styles.stripPointer} />
    </div>
  );
}
