import { conflictRefusal, refusal } from '../core/errors';

/** Roulette's refusals (docs/realtime.md), each with a stable code before the colon; stakes and funds reuse gameErrors. */
export const rouletteErrors = {
  phaseClosed: () => conflictRefusal('phase_closed', 'Bets are taken in the betting phase only.'),
  betExists: () => conflictRefusal('bet_exists', 'You already have a bet on this colour in this round.'),
  tooManyBets: (max: number) => conflictRefusal('too_many_bets', `At most ${max} bets per round.`),
  roundFull: () => conflictRefusal('round_full', 'This round has as many players as it takes; bet in the next one.'),
  unknownOp: (op: string) => refusal(400, 'unknown_op', `roulette has no command ${JSON.stringify(op).slice(0, 40)}.`),
  notRunning: () => refusal(503, 'roulette_unavailable', 'The roulette round loop is not running on the leader; retry shortly.'),
};
