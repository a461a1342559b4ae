import { errorCodeOf, readApiFailure } from '@/lib/api/validation-errors';
import { describeGameFailure, type GameFailureInfo } from '../../shared/lib/game-failure';

/**
 * A refused or unanswered socket command: one of the game's own codes (explained in its words), `offline` when the
 * server never answered, else what every game says (stake, funds, 451, 503...).
 */
export type LiveFailure<Code extends string> = { kind: 'live'; code: Code | 'offline' } | { kind: 'game'; info: GameFailureInfo };

export function describeLiveFailure<Code extends string>(error: unknown, codes: readonly Code[]): LiveFailure<Code> {
  const failure = readApiFailure(error);
  if (failure.status === null) return { kind: 'live', code: 'offline' };
  const known = new Set<string>(codes);
  const texts = [
    ...Object.values(failure.errors ?? {}).flatMap((value): readonly (string | undefined)[] =>
      typeof value === 'object' ? value : [value],
    ),
    failure.message,
  ];
  const code = texts
    .filter((text): text is string => typeof text === 'string')
    .map(errorCodeOf)
    .find((candidate) => known.has(candidate));
  if (code) return { kind: 'live', code: code as Code };
  return { kind: 'game', info: describeGameFailure(error) };
}
