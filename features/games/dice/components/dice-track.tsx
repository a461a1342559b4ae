'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { useLocale } from '@/i18n/hooks';
import type { DiceBet } from '@/lib/fairness/dice';
import { getTargetRange, setTarget } from '../lib/dice-fields';
import { formatCenti } from '@/lib/money-format';
import styles from './dice.module.css';

interface DiceTrackProps {
  bet: DiceBet;
  onBetChange: (bet: DiceBet) => void;
  /** The last roll in hundredths and whether it won; null before the first roll. */
  result: { rollCenti: number; won: boolean; id: number } | null;
  disabled?: boolean;
}

/**
 * The 0-100 track: the winning side in green, the target as a slider over it (arrows move it by 0.01, Page keys by
 * 1), and the last roll as a marker that slides to its place (no slide when the player prefers reduced motion).
 */
export function DiceTrack({ bet, onBetChange, result, disabled }: DiceTrackProps) {
  const t = useTranslations('games.play.dice');
  const locale = useLocale();
  const { min, max } = getTargetRange(bet.direction);
  const target = formatCenti(bet.targetCenti, locale);
  const style = { '--target': `${bet.targetCenti / 100}%` } as CSSProperties;
  return (
    <div className={styles.trackWrap}>
      <div className={styles.rollReadout} aria-hidden="true" data-won={result ? String(result.won) : undefined} key={result?.id}>
        {result ? formatCenti(result.rollCenti, locale) : '–'}
      </div>
      <div className={styles.track} data-direction={bet.direction} style={style}>
        <div className={styles.trackFill} aria-hidden="true" />
        {result && (
          <span
            className={styles.marker}
            data-won={String(result.won)}
            style={{ '--roll': `${result.rollCenti / 100}%` } as CSSProperties}
            aria-hidden="true"
          >
            {formatCenti(result.rollCenti, locale)}
          </span>
        )}
        <input
          type="range"
          className={styles.slider}
          min={min}
          max={max}
          step={1}
          value={bet.targetCenti}
          disabled={disabled}
          aria-label={t('target')}
          aria-valuetext={t(bet.direction === 'under' ? 'rollUnder' : 'rollOver', { target })}
          onChange={(event) => onBetChange(setTarget(bet, Number(event.target.value)))}
          onKeyDown={(event) => {
            const step = { PageUp: 100, PageDown: -100 }[event.key];
            if (step === undefined) return;
            event.preventDefault();
            onBetChange(setTarget(bet, bet.targetCenti + step));
          }}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}
