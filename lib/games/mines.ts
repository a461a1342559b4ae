import { z } from 'zod';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '../fairness/mines';
import { betIdSchema, COMMON_FIELDS, COMMON_REFUSALS, defineGame, STEP_FIELDS, STEP_REFUSALS, wireAmountSchema } from './contract';
import { identityOf } from './identity';

const invalidMines = `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.`;
const invalidTile = `invalid_tile: A whole number from 0 to ${MINES_TILES - 1}.`;
const tile = z.number().int();

/** Mines (the miner in the lobby): a 5 x 5 board, tiles revealed one by one, cashed out at any point. */
export const mines = defineGame({
  ...identityOf('mines'),
  operations: {
    start: z.object({
      amount: wireAmountSchema,
      mines: z
        .number({ message: invalidMines })
        .int({ message: invalidMines })
        .min(MINES_MIN, { message: invalidMines })
        .max(MINES_MAX, { message: invalidMines }),
    }),
    reveal: z.object({
      tile: z
        .number({ message: invalidTile })
        .int({ message: invalidTile })
        .min(0, { message: invalidTile })
        .max(MINES_TILES - 1, { message: invalidTile }),
      bet_id: betIdSchema,
    }),
    random: z.object({ bet_id: betIdSchema }),
    cashout: z.object({ bet_id: betIdSchema }),
  },
  params: z.object({ mines: z.number().int() }),
  result: z.object({
    revealed: z.array(tile),
    next_multiplier_bp: z.number().int().nullable().optional(),
    mines: z.array(tile).optional(),
    mine_hit: tile.nullable().optional(),
  }),
  refusals: [...COMMON_REFUSALS, 'invalid_mines', 'invalid_tile', 'tile_revealed', ...STEP_REFUSALS],
  fields: { ...COMMON_FIELDS, ...STEP_FIELDS, mines: 'invalid_mines', tile: 'invalid_tile' },
});
