'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { KENO_NUMBERS } from '@/lib/fairness/keno';
import { moveFocusInGrid } from '../../shared/lib/grid-keys';
import { canPickMore } from '../lib/keno-picks';
import styles from './keno.module.css';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

interface KenoBoardProps {
  picks: readonly number[];
  /** The last draw in draw order, or null. */
  drawn: readonly number[] | null;
  onToggle: (number: number) => void;
  disabled?: boolean;
  /** Changes with every draw, so the reveal animation plays again. */
  drawId?: number;
}

/** The 40 numbers as toggle buttons; after a draw, drawn numbers light up one after another, hits in gold. */
export function KenoBoard({ picks, drawn, onToggle, disabled, drawId }: KenoBoardProps) {
  const t = useTranslations('games.play.keno');
  const full = !canPickMore(picks);
  return (
    // The draw's parity switches between two copies of the reveal animation, so each draw plays it again without
    // remounting the buttons (which would drop the keyboard focus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move the focus between the buttons inside (delegation); the group itself takes no focus.
    <div
      className={styles.board}
      role="group"
      aria-label={t('board')}
      data-parity={drawId === undefined ? undefined : drawId % 2}
      onKeyDown={(event) => moveFocusInGrid(event, 8)}
    >
      {NUMBERS.map((number) => {
        const picked = picks.includes(number);
        const drawOrder = drawn ? drawn.indexOf(number) : -1;
        const state = drawOrder >= 0 ? (picked ? 'hit' : 'drawn') : picked ? 'picked' : undefined;
        const label = [String(number), picked ? t('isPicked') : null, drawOrder >= 0 ? (picked ? t('hit') : t('drawn')) : null]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={number}
            type="button"
            className={styles.cell}
            data-state={state}
            aria-pressed={picked}
            aria-label={label}
            aria-disabled={disabled || (full && !picked) || undefined}
            style={drawOrder >= 0 ? ({ '--order': drawOrder } as CSSProperties) : undefined}
            onClick={() => {
              if (disabled || (full && !picked)) return;
              onToggle(number);
            }}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
