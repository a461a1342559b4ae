import { z } from 'zod';
import { COMMON_FIELDS, COMMON_REFUSALS, defineGame, wireAmountSchema } from './contract';
import { identityOf } from './identity';

const direction = z.enum(['over', 'under'], { message: 'invalid_direction: The direction is over or under.' });

/** Dice: a roll from 0.00 to 100.00 over or under a target (docs/games-api.md, "Dice"). */
export const dice = defineGame({
  ...identityOf('dice'),
  operations: {
    bet: z.object({
      amount: wireAmountSchema,
      target: z.number({ message: 'invalid_target: The target is a number from 0.01 to 99.99.' }).min(0).max(100),
      direction,
    }),
  },
  params: z.object({ target: z.number(), direction: z.enum(['over', 'under']), chance: z.number() }),
  result: z.object({ roll: z.number() }),
  refusals: [...COMMON_REFUSALS, 'invalid_target', 'invalid_direction'],
  fields: { ...COMMON_FIELDS, target: 'invalid_target', direction: 'invalid_direction' },
});
