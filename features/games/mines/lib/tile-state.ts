export type TileState = 'hidden' | 'gem' | 'mine' | 'gem-missed' | 'mine-missed';

interface Board {
  revealed: readonly number[];
  mines: readonly number[];
  mineHit: number | null;
}

/**
 * What a tile shows: while a game is open only the gems found; after it ends the whole board, the mine that was hit
 * and the tiles found stand out, the rest is shown dimmed.
 */
export function tileStateOf(board: Board | null, settled: boolean, tile: number): TileState {
  if (!board) return 'hidden';
  if (board.mineHit === tile) return 'mine';
  if (board.revealed.includes(tile)) return 'gem';
  if (!settled) return 'hidden';
  return board.mines.includes(tile) ? 'mine-missed' : 'gem-missed';
}
