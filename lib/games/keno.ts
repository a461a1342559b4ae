import { z } from 'zod';
import { KENO_RISKS } from '../fairness/keno-paytables';
import { COMMON_FIELDS, COMMON_REFUSALS, defineGame, wireAmountSchema } from './contract';
import { identityOf } from './identity';

/** Keno: 1-10 picks of 1..40, ten numbers drawn, paid by the risk's paytable (docs/games-api.md, "Keno"). */
export const keno = defineGame({
  ...identityOf('keno'),
  operations: {
    bet: z.object({
      amount: wireAmountSchema,
      picks: z
        .array(z.number({ message: 'invalid_picks: Numbers from 1 to 40.' }), { message: 'invalid_picks: A list of 1 to 10 numbers.' })
        .max(10, { message: 'invalid_picks: At most 10 numbers.' }),
      risk: z.enum(KENO_RISKS, { message: `invalid_risk: One of ${KENO_RISKS.join(', ')}.` }),
    }),
  },
  params: z.object({ picks: z.array(z.number().int()), risk: z.enum(KENO_RISKS) }),
  result: z.object({ drawn: z.array(z.number().int()), hits: z.array(z.number().int()) }),
  refusals: [...COMMON_REFUSALS, 'invalid_picks', 'invalid_risk'],
  fields: { ...COMMON_FIELDS, picks: 'invalid_picks', risk: 'invalid_risk' },
});
