import { ConflictError, HttpError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';

/** A refusal's message: its stable code, then the words (docs/games-api.md, "Errors"); the code also travels apart. */
const worded = (code: string, text: string) => `${code}: ${text}`;

export const fieldRefusal = (field: string, code: string, text: string) =>
  new ValidationError({ [field]: [worded(code, text)] }, undefined, code);
export const refusal = (status: number, code: string, text: string) => new HttpError(status, worded(code, text), code);
export const conflictRefusal = (code: string, text: string) => new ConflictError(worded(code, text), code);

/** The games' refusals, each with the stable code of lib/games' contracts. */
export const gameErrors = {
  stakeOutOfRange: (min: number, max: number, currency: string) =>
    fieldRefusal('amount', 'stake_out_of_range', `The stake must be from ${min} to ${max} ${currency}.`),
  invalidAmount: () => fieldRefusal('amount', 'invalid_amount', 'The stake is a positive number with at most 2 decimals.'),
  insufficientFunds: () => fieldRefusal('amount', 'insufficient_funds', 'The balance is below the stake.'),
  bonusMaxBet: () =>
    fieldRefusal('amount', 'bonus_max_bet', 'While a bonus is being wagered, a stake is at most its max bet (see your bonuses).'),
  field: fieldRefusal,
  gameOpen: (game: string, betId?: number) =>
    conflictRefusal('game_open', `A ${game} game is open${betId === undefined ? '' : ` (bet ${betId})`}: finish it first.`),
  seedsLocked: (games: string[]) => conflictRefusal('game_open', `Seeds cannot rotate while a game is open (${games.join(', ')}).`),
  noOpenGame: (game: string) => conflictRefusal('no_open_game', `There is no open ${game} game.`),
  gameChanged: () => conflictRefusal('game_changed', 'The game changed meanwhile; reload it.'),
  cashoutTooEarly: () => conflictRefusal('cashout_too_early', 'Cash-out needs one correct step first.'),
  betNotFound: () => new NotFoundError(worded('bet_not_found', 'No such bet of yours.'), 'bet_not_found'),
  caseNotFound: () => new NotFoundError(worded('case_not_found', 'No such case.'), 'case_not_found'),
  demoSessionInvalid: () =>
    new UnauthorizedError(worded('demo_session_invalid', 'The demo session is unknown or has expired.'), 'demo_session_invalid'),
  idempotencyKeyReused: () =>
    fieldRefusal('Idempotency-Key', 'idempotency_key_reused', 'This Idempotency-Key was used for another bet; send a new key.'),
};
