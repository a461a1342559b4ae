import type { Audience } from '../../realtime/types';
import type { Bettor, Player } from '../core/types';

/** A bettor as other players see them: nobody with hidden statistics, no avatar when it is hidden (as the feeds). */
export type PublicUser = { name: string; avatar: string | null };

export function publicUserOf(bettor: Bettor | null): PublicUser | null {
  if (!bettor || bettor.statisticsHidden) return null;
  return { name: bettor.name ?? '', avatar: bettor.avatarHidden ? null : bettor.avatar };
}

export function audienceOf(player: Player): Audience {
  return player.kind === 'user' ? { kind: 'user', userId: player.userId } : { kind: 'demo', sessionId: player.sessionId };
}

type Owned = { userId: number | null; demoSessionId: number | null };

export function betAudience(bet: Owned): Audience {
  return bet.userId !== null ? { kind: 'user', userId: bet.userId } : { kind: 'demo', sessionId: bet.demoSessionId! };
}

export const audienceKey = (audience: Audience): string => (audience.kind === 'user' ? `u${audience.userId}` : `d${audience.sessionId}`);

export const ownerKeyOf = (player: Player): string => audienceKey(audienceOf(player));

export const sameAudience = (a: Audience | null | undefined, b: Audience | null | undefined): boolean =>
  !!a && !!b && audienceKey(a) === audienceKey(b);
