import { getMinesMultiplierBp, MINES_TILES, placeMines } from '@/lib/fairness/mines';
import { mines as minesGame } from '@/lib/games';
import { gameErrors } from '../core/errors';
import type { BetRecord, Draw, Outcome } from '../core/types';

type Board = { mines: number; revealed: number[] };

/** The stored board, read with the contract's schemas (a stored bet off them is a broken row: it throws). */
function boardOf(bet: BetRecord): Board {
  return { mines: minesGame.params.parse(bet.params).mines, revealed: minesGame.result.parse(bet.result).revealed };
}

/** While open the result shows the revealed tiles only: the mines stay on the server. */
function openBoard({ mines, revealed }: Board): Outcome {
  const safe = MINES_TILES - mines;
  return {
    open: true,
    multiplierBp: revealed.length === 0 ? 0 : getMinesMultiplierBp(mines, revealed.length),
    result: { revealed, next_multiplier_bp: revealed.length < safe ? getMinesMultiplierBp(mines, revealed.length + 1) : null },
  };
}

export function startMines(mines: number): Outcome {
  return openBoard({ mines, revealed: [] });
}

/** The first `mines` floats place the mines (docs/fairness.md); the rest of the board is safe. */
export function revealMinesTile(bet: BetRecord, tile: number, draw: Draw): Outcome {
  const board = boardOf(bet);
  if (board.revealed.includes(tile)) throw gameErrors.field('tile', 'tile_revealed', 'This tile is revealed already.');
  const mineTiles = placeMines(draw(board.mines), board.mines);
  const revealed = [...board.revealed, tile];
  if (mineTiles.includes(tile)) return { open: false, multiplierBp: 0, result: { revealed, mines: mineTiles, mine_hit: tile } };
  if (revealed.length === MINES_TILES - board.mines) {
    return {
      open: false,
      multiplierBp: getMinesMultiplierBp(board.mines, revealed.length),
      result: { revealed, mines: mineTiles, mine_hit: null },
    };
  }
  return openBoard({ mines: board.mines, revealed });
}

export function unrevealedTiles(bet: BetRecord): number[] {
  const { revealed } = boardOf(bet);
  return Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !revealed.includes(tile));
}

export function cashOutMines(bet: BetRecord, draw: Draw): Outcome {
  const board = boardOf(bet);
  if (board.revealed.length < 1) throw gameErrors.cashoutTooEarly();
  return {
    open: false,
    multiplierBp: getMinesMultiplierBp(board.mines, board.revealed.length),
    result: { revealed: board.revealed, mines: placeMines(draw(board.mines), board.mines), mine_hit: null },
  };
}
