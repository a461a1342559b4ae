import { ConflictError, HttpError } from '../../http/errors';
import { gameErrors } from '../core/errors';

/** The rooms' refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const roomsErrors = {
  phaseClosed: () => new ConflictError('phase_closed: This round takes no more stakes; the next one opens shortly.'),
  tooManyBets: (max: number) => new ConflictError(`too_many_bets: At most ${max} stakes per player per round.`),
  roundFull: () => new ConflictError('round_full: This round has as many players as it takes; play in the next one.'),
  noRoom: (currency: string) => gameErrors.field('currency', 'currency_mismatch', `The rooms take no ${currency} stakes.`),
  unknownOp: (op: string) => new HttpError(400, `unknown_op: rooms have no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => new HttpError(503, 'rooms_unavailable: The rooms round loop is not running on the leader; retry shortly.'),
};
