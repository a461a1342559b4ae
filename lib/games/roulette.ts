import { z } from 'zod';
import { ROULETTE_COLORS } from '../fairness/roulette';
import { COMMON_REFUSALS, defineGame, ROUND_FIELDS, ROUND_REFUSALS, roundBetArgsSchema, roundIdSchema } from './contract';
import { identityOf } from './identity';

/** Roulette: bets on colours of a 50-sector wheel, one spin per round (docs/realtime.md, "roulette"). */
export const roulette = defineGame({
  ...identityOf('roulette'),
  operations: {
    bet: roundBetArgsSchema.extend({
      color: z.enum(ROULETTE_COLORS, { message: `invalid_color: One of ${ROULETTE_COLORS.join(', ')}.` }),
    }),
  },
  params: z.object({ round_id: roundIdSchema, color: z.enum(ROULETTE_COLORS) }),
  /** Empty until the round's spin is revealed. */
  result: z.object({ color: z.enum(ROULETTE_COLORS).optional(), sector: z.number().int().optional() }),
  refusals: [...COMMON_REFUSALS, ...ROUND_REFUSALS, 'invalid_color', 'bet_exists', 'roulette_unavailable'],
  fields: { ...ROUND_FIELDS, color: 'invalid_color' },
});
