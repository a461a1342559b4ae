import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';

/** The games' refusals, each with the stable code docs/games-api.md lists before the colon. */
export const gameErrors = {
  stakeOutOfRange: (min: number, max: number, currency: string) =>
    new ValidationError({ amount: [`stake_out_of_range: The stake must be from ${min} to ${max} ${currency}.`] }),
  invalidAmount: () => new ValidationError({ amount: ['invalid_amount: The stake is a positive number with at most 2 decimals.'] }),
  insufficientFunds: () => new ValidationError({ amount: ['insufficient_funds: The balance is below the stake.'] }),
  field: (field: string, code: string, text: string) => new ValidationError({ [field]: [`${code}: ${text}`] }),
  gameOpen: (game: string, betId?: number) =>
    new ConflictError(`game_open: A ${game} game is open${betId === undefined ? '' : ` (bet ${betId})`}: finish it first.`),
  seedsLocked: (games: string[]) => new ConflictError(`game_open: Seeds cannot rotate while a game is open (${games.join(', ')}).`),
  noOpenGame: (game: string) => new ConflictError(`no_open_game: There is no open ${game} game.`),
  gameChanged: () => new ConflictError('game_changed: The game changed meanwhile; reload it.'),
  cashoutTooEarly: () => new ConflictError('cashout_too_early: Cash-out needs one correct step first.'),
  betNotFound: () => new NotFoundError('bet_not_found: No such bet of yours.'),
  caseNotFound: () => new NotFoundError('case_not_found: No such case.'),
  demoSessionInvalid: () => new UnauthorizedError('demo_session_invalid: The demo session is unknown or has expired.'),
  idempotencyKeyReused: () =>
    new ValidationError({ 'Idempotency-Key': ['idempotency_key_reused: This Idempotency-Key was used for another bet; send a new key.'] }),
};
