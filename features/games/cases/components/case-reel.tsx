'use client';

import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { REEL_WIN_AT } from '../lib/case-contents';
import styles from './cases.module.css';

const REVEAL_FALLBACK_MS = 6000;

interface CaseReelProps {
  /** The items on the reel (indexes into the case's items) and the spin they belong to; null before the first opening. */
  spin: { reel: number[]; id: number; jitter: number } | null;
  itemKeys: readonly string[];
  rarityLabel: (key: string) => string;
  onStopped: () => void;
}

/**
 * The opening: a strip of items slides under a fixed marker and slows to a stop on the item won. With reduced motion
 * the strip is simply placed there. Screen readers hear the result from the game's live region, not the strip.
 */
export function CaseReel({ spin, itemKeys, rarityLabel, onStopped }: CaseReelProps) {
  const [stopped, setStopped] = useState(false);
  const reported = useRef<number | null>(null);
  const latest = useRef(onStopped);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    latest.current = onStopped;
  });
  const spinId = spin?.id ?? null;

  const report = () => {
    if (spinId === null || reported.current === spinId) return;
    reported.current = spinId;
    latest.current();
  };

  useEffect(() => {
    if (spinId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new spin restarts the reel it animates (its timers start here): one render per spin.
    setStopped(false);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setStopped(true);
      reported.current = spinId;
      latest.current();
      return;
    }
    // Two frames: the strip is painted at its start before it is told where to stop, so the move animates.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setStopped(true));
    });
    const fallback = setTimeout(() => {
      if (reported.current === spinId) return;
      reported.current = spinId;
      latest.current();
    }, REVEAL_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [spinId]);

  const reel = spin?.reel ?? itemKeys.map((_, index) => index);
  const style = { '--at': stopped && spin ? REEL_WIN_AT : 2, '--jitter': spin ? spin.jitter : 0 } as CSSProperties;
  return (
    <div className={styles.reelWindow} aria-hidden="true">
      <div key={spinId ?? 0} className={styles.strip} style={style} data-stopped={stopped || undefined} onTransitionEnd={report}>
        {reel.map((item, index) => (
          <div
            key={index}
            className={`${styles.reelItem} ${styles.rarity}`}
            data-rarity={itemKeys[item]}
            data-won={spin && stopped && index === REEL_WIN_AT ? true : undefined}
          >
            <span>{rarityLabel(itemKeys[item])}</span>
          </div>
        ))}
      </div>
      <div className={styles.marker} />
    </div>
  );
}
