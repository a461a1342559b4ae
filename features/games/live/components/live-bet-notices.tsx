'use client';

import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { usePlayerContext } from '../../shared/hooks/player-context';
import type { LiveFailure } from '../lib/live-failure';
import type { LiveLink } from '../lib/live-link';
import { LiveFailureNotice } from './live-failure-notice';

/**
 * What stands in the way of a live game's next bet: the last command's failure, and for a signed-in player a socket
 * whose session the server refused (a demo one is replaced instead, by useReplaceRefusedDemo).
 */
export function LiveBetNotices<Code extends string>({
  failure,
  namespace,
  auth,
}: {
  failure: LiveFailure<Code> | null;
  namespace: string;
  auth: LiveLink['auth'];
}) {
  const { mode } = usePlayerContext();
  return (
    <>
      <LiveFailureNotice failure={failure} namespace={namespace} />
      {auth === 'refused' && mode === 'real' && (
        <GameFailureNotice failure={{ code: 'unauthenticated', retryAfterS: null, stale: false }} mode={mode} />
      )}
    </>
  );
}
