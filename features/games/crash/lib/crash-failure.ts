import type { LiveFailure } from '../../live/lib/live-failure';

/** The crash refusals the screen explains in its own words (games.play.crash.errors.*). */
export const CRASH_FAILURES = [
  'phase_closed',
  'bet_exists',
  'no_bet',
  'already_cashed_out',
  'round_full',
  'too_many_bets',
  'invalid_auto_cashout',
] as const;
export type CrashFailure = LiveFailure<(typeof CRASH_FAILURES)[number]>;
