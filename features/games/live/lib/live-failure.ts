import { readApiFailure } from '@/lib/api/validation-errors';
import { describeGameFailure, type GameFailureInfo } from '../../shared/lib/game-failure';

/**
 * A refused or unanswered socket command: one of the game's own codes (explained in its words), `offline` when the
 * server never answered, else what every game says (stake, funds, 451, 503...).
 */
export type LiveFailure<Code extends string> = { kind: 'live'; code: Code | 'offline' } | { kind: 'game'; info: GameFailureInfo };

export function describeLiveFailure<Code extends string>(error: unknown, codes: readonly Code[]): LiveFailure<Code> {
  const failure = readApiFailure(error);
  if (failure.status === null) return { kind: 'live', code: 'offline' };
  const code = codes.find((candidate) => candidate === failure.code);
  if (code) return { kind: 'live', code };
  return { kind: 'game', info: describeGameFailure(error) };
}
