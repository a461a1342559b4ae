'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '@/i18n/hooks';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { ROULETTE_PAYS_BP } from '@/lib/fairness/roulette';
import { playGameSound } from '../../shared/stores/game-settings';
import { Countdown } from '../../live/components/countdown';
import { useReducedMotion } from '../../live/hooks/use-reduced-motion';
import type { RouletteRound } from '../lib/roulette-wire';
import { sectorAt, type WheelFrame, type WheelPhase } from '../lib/wheel-motion';
import { WheelSvg } from './wheel-svg';
import styles from './roulette.module.css';

/** Ticks of the pointer over the sectors, at most this often (the first second passes dozens of sectors). */
const TICK_GAP_MS = 70;

interface RouletteWheelProps {
  getFrame: (reducedMotion: boolean) => WheelFrame;
  round: RouletteRound | null;
  serverNow: () => number;
  bettingMs: number;
  /** Shown in the middle while there is no round (connecting, or the game not running yet). */
  waiting: string;
  /** The connection's state while it is down: the wheel dims and says so until the round resumes. */
  stale: string | null;
}

/**
 * The wheel: a static drawing turned by a CSS transform each animation frame (the compositor's work, smooth on a
 * phone), landing on the server's sector at `result_at`. Its box is square and sized by CSS, so nothing moves when it
 * starts. It is decorative for screen readers, which hear phases and results from the game's live region.
 */
export function RouletteWheel({ getFrame, round, serverNow, bettingMs, waiting, stale }: RouletteWheelProps) {
  const t = useTranslations('games.play.roulette');
  const locale = useLocale();
  const rotorRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<WheelPhase>('waiting');
  const latest = useRef(getFrame);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    latest.current = getFrame;
  });

  useEffect(() => {
    const rotor = rotorRef.current;
    if (!rotor) return;
    let shownPhase: WheelPhase | null = null;
    let shownAngle = Number.NaN;
    let lastSector = -1;
    let lastTickMs = 0;
    let frameId = 0;
    const draw = (timeMs: number) => {
      const frame = latest.current(reducedMotion);
      if (frame.angle !== shownAngle) {
        rotor.style.transform = `rotate(${frame.angle.toFixed(3)}deg)`;
        shownAngle = frame.angle;
      }
      if (frame.phase === 'spinning') {
        const sector = sectorAt(frame.angle);
        if (sector !== lastSector && timeMs - lastTickMs >= TICK_GAP_MS) {
          if (lastSector !== -1) playGameSound('tick');
          lastTickMs = timeMs;
        }
        lastSector = sector;
      } else lastSector = -1;
      if (frame.phase !== shownPhase) {
        shownPhase = frame.phase;
        setPhase(frame.phase);
      }
      frameId = requestAnimationFrame(draw);
    };
    frameId = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frameId);
  }, [reducedMotion]);

  const landedColor = phase === 'landed' ? (round?.color ?? null) : null;
  return (
    <div className={styles.wheelBox} data-phase={phase} data-color={landedColor ?? undefined} data-stale={stale !== null || undefined}>
      <div className={styles.wheel}>
        <div ref={rotorRef} className={styles.rotor}>
          <WheelSvg />
        </div>
        <span className={styles.pointer} aria-hidden="true" />
        <div className={styles.readout} aria-hidden="true">
          {stale !== null ? (
            <span className={styles.readoutSmall}>{stale}</span>
          ) : phase === 'betting' && round ? (
            <>
              <span className={styles.readoutSmall}>{t('phase.betting')}</span>
              <Countdown
                endsAtMs={round.bettingEndsAt}
                totalMs={bettingMs}
                serverNow={serverNow}
                format={(seconds) => t('countdown', { seconds })}
                className={styles.readoutBig}
                barClassName={styles.readoutBar}
              />
            </>
          ) : phase === 'spinning' ? (
            <span className={styles.readoutSmall}>{t('phase.spinning')}</span>
          ) : landedColor ? (
            <>
              <span className={styles.readoutColor} data-color={landedColor}>
                {t(`colors.${landedColor}`)}
              </span>
              <span className={styles.readoutBig}>
                {t('multiplier', { value: formatMultiplier(ROULETTE_PAYS_BP[landedColor], locale) })}
              </span>
            </>
          ) : (
            <span className={styles.readoutSmall}>{waiting}</span>
          )}
        </div>
      </div>
    </div>
  );
}
