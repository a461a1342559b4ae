import { z } from 'zod';
import { ROOMS } from '../bet-limits';
import { COMMON_REFUSALS, defineGame, ROUND_FIELDS, ROUND_REFUSALS, roundBetArgsSchema, roundIdSchema } from './contract';
import { identityOf } from './identity';

/** The rooms: fixed stakes into a shared pot, one winner drawn per round (docs/realtime.md, "rooms"). */
export const rooms = defineGame({
  ...identityOf('rooms'),
  operations: {
    bet: roundBetArgsSchema.extend({ room: z.enum(ROOMS, { message: `invalid_room: One of ${ROOMS.join(', ')}.` }) }),
  },
  /** `stakes`: how many stakes the player put into the round (the history adds them up into one bet). */
  params: z.object({ round_id: roundIdSchema, room: z.enum(ROOMS), stakes: z.number().int() }),
  result: z.object({}),
  refusals: [...COMMON_REFUSALS, ...ROUND_REFUSALS, 'invalid_room', 'rooms_unavailable'],
  fields: { ...ROUND_FIELDS, room: 'invalid_room' },
});
