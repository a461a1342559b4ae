import { RegionRestrictedError } from '../../http/errors';
import { conflictRefusal, refusal } from '../core/errors';

/** Crash's refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const crashErrors = {
  phaseClosed: (text: string) => conflictRefusal('phase_closed', text),
  betExists: () => conflictRefusal('bet_exists', 'You already have a bet in this round.'),
  tooManyBets: (max: number) => conflictRefusal('too_many_bets', `At most ${max} bets per round, cancelled ones included.`),
  roundFull: () => conflictRefusal('round_full', 'This round has as many players as it takes; bet in the next one.'),
  noBet: () => conflictRefusal('no_bet', 'You have no bet in this round.'),
  alreadyCashedOut: () => conflictRefusal('already_cashed_out', 'This bet is already cashed out.'),
  unknownOp: (op: string) => refusal(400, 'unknown_op', `crash has no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => refusal(503, 'crash_unavailable', 'The crash round loop is not running on the leader; retry shortly.'),
  regionRestricted: () => new RegionRestrictedError(),
  noChain: () => refusal(404, 'no_chain', 'The crash game has not started yet.'),
};
