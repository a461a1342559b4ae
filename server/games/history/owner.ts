import type { Player } from '../core/types';

/** A player's bets by the column its indexes lead with (equality, which `IS NOT DISTINCT FROM` is not to the planner). */
export type Owner = { column: 'user_id' | 'demo_session_id'; id: number };

export function ownerOf(player: Player): Owner {
  return player.kind === 'user' ? { column: 'user_id', id: player.userId } : { column: 'demo_session_id', id: player.sessionId };
}
