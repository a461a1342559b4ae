import { z } from 'zod';
import { betIdSchema, COMMON_FIELDS, COMMON_REFUSALS, defineGame, STEP_FIELDS, STEP_REFUSALS, wireAmountSchema } from './contract';
import { identityOf } from './identity';

const coinSide = z.enum(['heads', 'tails']);
const side = z.enum(['heads', 'tails'], { message: 'invalid_side: heads or tails.' });

/** Coinflip: one flip at 1.98x, or a series of up to 20 flips cashed out at any point (docs/games-api.md). */
export const coinflip = defineGame({
  ...identityOf('coinflip'),
  operations: {
    bet: z.object({ amount: wireAmountSchema, side }),
    series: z.object({ amount: wireAmountSchema, side }),
    flip: z.object({ side, bet_id: betIdSchema }),
    cashout: z.object({ bet_id: betIdSchema }),
  },
  params: z.object({ mode: z.enum(['single', 'series']), side: coinSide.optional() }),
  result: z.object({
    flips: z.array(coinSide),
    calls: z.array(coinSide),
    wins: z.number().int().optional(),
    next_multiplier_bp: z.number().int().optional(),
  }),
  refusals: [...COMMON_REFUSALS, 'invalid_side', ...STEP_REFUSALS],
  fields: { ...COMMON_FIELDS, ...STEP_FIELDS, side: 'invalid_side' },
});
