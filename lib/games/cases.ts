import { z } from 'zod';
import { COMMON_REFUSALS, defineGame } from './contract';
import { identityOf } from './identity';

/** Cases: a case's price is the stake, one of its items is drawn and paid (docs/games-api.md, "Cases"). */
export const cases = defineGame({
  ...identityOf('cases'),
  operations: { open: z.object({}) },
  params: z.object({ slug: z.string() }),
  result: z.object({ item_index: z.number().int(), item: z.object({ key: z.string(), value: z.number() }) }),
  refusals: [...COMMON_REFUSALS, 'case_not_found'],
  fields: {},
});
