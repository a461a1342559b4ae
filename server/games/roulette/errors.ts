import { ConflictError, HttpError } from '../../http/errors';

/** Roulette's refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const rouletteErrors = {
  phaseClosed: () => new ConflictError('phase_closed: Bets are taken in the betting phase only.'),
  betExists: () => new ConflictError('bet_exists: You already have a bet on this colour in this round.'),
  tooManyBets: (max: number) => new ConflictError(`too_many_bets: At most ${max} bets per round.`),
  roundFull: () => new ConflictError('round_full: This round has as many players as it takes; bet in the next one.'),
  unknownOp: (op: string) => new HttpError(400, `unknown_op: roulette has no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => new HttpError(503, 'roulette_unavailable: The roulette round loop is not running on the leader; retry shortly.'),
};
