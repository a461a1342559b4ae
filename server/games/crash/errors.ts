import { ConflictError, HttpError, RegionRestrictedError } from '../../http/errors';

/** Crash's refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const crashErrors = {
  phaseClosed: (text: string) => new ConflictError(`phase_closed: ${text}`),
  betExists: () => new ConflictError('bet_exists: You already have a bet in this round.'),
  tooManyBets: (max: number) => new ConflictError(`too_many_bets: At most ${max} bets per round, cancelled ones included.`),
  roundFull: () => new ConflictError('round_full: This round has as many players as it takes; bet in the next one.'),
  noBet: () => new ConflictError('no_bet: You have no bet in this round.'),
  alreadyCashedOut: () => new ConflictError('already_cashed_out: This bet is already cashed out.'),
  unknownOp: (op: string) => new HttpError(400, `unknown_op: crash has no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => new HttpError(503, 'crash_unavailable: The crash round loop is not running on the leader; retry shortly.'),
  regionRestricted: () => new RegionRestrictedError(),
  noChain: () => new HttpError(404, 'no_chain: The crash game has not started yet.'),
};
