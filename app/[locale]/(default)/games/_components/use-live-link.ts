'use client';

import type { LiveLink } from '@/features/games/live/lib/live-link';
import { usePlayerContext } from '@/features/games/shared/hooks/player-context';
import { useRealtime, type RealtimeCredentials } from '@/features/realtime/hooks/use-realtime';

/**
 * Joins the realtime socket to a live game's screen (features do not import each other): it signs in as the player
 * plays, with the session's token for real money or the demo session's id, and connects once it is known which.
 * `games` must be a constant (a new array would reconnect).
 */
export function useLiveLink(games: readonly string[]): LiveLink {
  const player = usePlayerContext();
  const credentials: RealtimeCredentials =
    player.mode === 'real'
      ? { kind: 'token' }
      : player.mode === 'demo' && player.as.demoToken
        ? { kind: 'demo', session: player.as.demoToken }
        : { kind: 'none' };
  const { client, status } = useRealtime({ games, credentials, enabled: player.mode !== null });
  return { socket: client, connection: status.connection, auth: status.auth };
}
