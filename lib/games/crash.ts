import { z } from 'zod';
import { COMMON_REFUSALS, defineGame, ROUND_FIELDS, ROUND_REFUSALS, roundBetArgsSchema, roundIdSchema } from './contract';
import { identityOf } from './identity';

const invalidAutoCashout = 'invalid_auto_cashout: The auto cash-out is a multiplier from 1.01 to 1000000.';
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const multiplier = z.number().nullable();

/** Crash: one bet per round, cashed out before the multiplier crashes (docs/realtime.md, "crash"). */
export const crash = defineGame({
  ...identityOf('crash'),
  operations: {
    bet: roundBetArgsSchema.extend({
      auto_cashout: z
        .number({ message: invalidAutoCashout })
        .min(1.01, { message: invalidAutoCashout })
        .max(1_000_000, { message: invalidAutoCashout })
        .refine(twoDecimals, { message: 'invalid_auto_cashout: The auto cash-out has at most 2 decimals.' })
        .nullish(),
    }),
    cashout: z.object({}),
    cancel: z.object({}),
  },
  params: z.object({ round_id: roundIdSchema, auto_cashout: multiplier }),
  result: z.object({ cashout: multiplier, crash_point: multiplier }),
  refusals: [
    ...COMMON_REFUSALS,
    ...ROUND_REFUSALS,
    'invalid_auto_cashout',
    'bet_exists',
    'no_bet',
    'already_cashed_out',
    'crash_unavailable',
  ],
  fields: { ...ROUND_FIELDS, auto_cashout: 'invalid_auto_cashout' },
});
