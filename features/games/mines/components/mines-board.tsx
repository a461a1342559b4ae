'use client';

import { useTranslations } from 'next-intl';
import { MINES_TILES } from '@/lib/fairness/mines';
import { moveFocusInGrid } from '../../shared/lib/grid-keys';
import type { TileState } from '../lib/tile-state';
import styles from './mines.module.css';

const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

interface MinesBoardProps {
  /** What each tile shows: hidden, a revealed gem, the mine that ended the game, or the board shown after the end. */
  tileState: (tile: number) => TileState;
  onReveal: (tile: number) => void;
  /** Tiles can be revealed only while a game is open and no reveal is on its way. */
  canReveal: boolean;
  pendingTile: number | null;
}

/** 5 x 5 tiles as buttons named by row and column; a revealed tile flips over. */
export function MinesBoard({ tileState, onReveal, canReveal, pendingTile }: MinesBoardProps) {
  const t = useTranslations('games.play.mines');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move the focus between the buttons inside (delegation); the group itself takes no focus.
    <div className={styles.board} role="group" aria-label={t('board')} onKeyDown={(event) => moveFocusInGrid(event, 5)}>
      {TILES.map((tile) => {
        const state = tileState(tile);
        const hidden = state === 'hidden';
        const position = t('tile', { row: Math.floor(tile / 5) + 1, column: (tile % 5) + 1 });
        const label = hidden ? position : `${position}: ${t(state.startsWith('mine') ? 'mine' : 'gem')}`;
        return (
          <button
            key={tile}
            type="button"
            className={styles.tile}
            data-state={state}
            aria-label={label}
            aria-busy={pendingTile === tile || undefined}
            aria-disabled={!canReveal || !hidden || undefined}
            onClick={() => canReveal && hidden && onReveal(tile)}
          >
            <span className={styles.face} aria-hidden="true">
              {state.startsWith('mine') ? <MineIcon /> : state.startsWith('gem') ? <GemIcon /> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#3ddc84" />
      <path d="M2 9h20M8 3l4 18 4-18M6 3l2 6m10-6-2 6" stroke="#0f1923" strokeWidth="1" fill="none" opacity="0.5" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%">
      <circle cx="12" cy="13" r="7" fill="#ff8585" />
      <path d="M12 2v4M12 20v2M3 13H1M23 13h-2M5 6l2 2M19 6l-2 2" stroke="#ff8585" strokeWidth="2" strokeLinecap="round" />
      <circle cx="9.5" cy="10.5" r="1.8" fill="#fff" opacity="0.7" />
    </svg>
  );
}
