import { readApiFailure } from '@/lib/api/validation-errors';

/** The failures a game screen explains in its own words (games.play.errors.*); anything else is `generic`. */
export const GAME_FAILURES = [
  'stake_out_of_range',
  'insufficient_funds',
  'game_open',
  'no_open_game',
  'game_changed',
  'cashout_too_early',
  'demo_session_invalid',
  'tile_revealed',
  'guess_impossible',
  'invalid_picks',
  'invalid_target',
  'invalid_client_seed',
  'case_not_found',
  'region_restricted',
  'too_many_requests',
  'unauthenticated',
  'unavailable',
  'generic',
] as const;
export type GameFailure = (typeof GAME_FAILURES)[number];

export interface GameFailureInfo {
  code: GameFailure;
  retryAfterS: number | null;
  /** A 409 that means the screen shows a stale game: reload the open game. */
  stale: boolean;
}

const KNOWN = new Set<string>(GAME_FAILURES);

const isKnown = (code: string | null): code is GameFailure => code !== null && KNOWN.has(code);

/** What a failed games call means to the screen, read off the refusal's code (docs/games-api.md, "Errors"). */
export function describeGameFailure(error: unknown): GameFailureInfo {
  const failure = readApiFailure(error);
  const code = isKnown(failure.code) ? failure.code : undefined;
  const status = failure.status;
  const info = (found: GameFailure): GameFailureInfo => ({
    code: found,
    retryAfterS: failure.retryAfterS,
    stale: found === 'game_changed' || found === 'no_open_game' || found === 'game_open',
  });
  if (code) return info(code);
  if (status === 451) return info('region_restricted');
  if (status === 429) return info('too_many_requests');
  if (status === 401) return info('unauthenticated');
  if (status === null || status >= 500) return info('unavailable');
  return info('generic');
}

/** A request the api did not finish (no answer, 5xx, 429, or 409 while the first is running) may be sent again with the same key. */
export function isRetryable(error: unknown): boolean {
  const { status, code } = readApiFailure(error);
  if (status === 409) return !isKnown(code);
  return status === null || status === 503 || status === 429;
}
