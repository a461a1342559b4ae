import { conflictRefusal, refusal, gameErrors } from '../core/errors';

/** The rooms' refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const roomsErrors = {
  phaseClosed: () => conflictRefusal('phase_closed', 'This round takes no more stakes; the next one opens shortly.'),
  tooManyBets: (max: number) => conflictRefusal('too_many_bets', `At most ${max} stakes per player per round.`),
  roundFull: () => conflictRefusal('round_full', 'This round has as many players as it takes; play in the next one.'),
  noRoom: (currency: string) => gameErrors.field('currency', 'currency_mismatch', `The rooms take no ${currency} stakes.`),
  unknownOp: (op: string) => refusal(400, 'unknown_op', `rooms have no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => refusal(503, 'rooms_unavailable', 'The rooms round loop is not running on the leader; retry shortly.'),
};
