import { GAME_IDENTITIES, GAME_SLUGS, type GameSlug } from './games/identity';
import { GAME_RTP_BP } from './games/rtp';

/** The in-house games that have a route (spec section 2, and /games/miner since issue 10), by url slug, in lobby order. */
export const IN_HOUSE_GAMES = GAME_SLUGS;
export type InHouseGame = GameSlug;

/** In-house games the spec names as a service but gives no route yet: shown in the lobby as coming soon, never linked. */
export const UPCOMING_GAMES = [] as const;
export type UpcomingGame = (typeof UPCOMING_GAMES)[number];

export const LOBBY_GAMES = [...IN_HOUSE_GAMES, ...UPCOMING_GAMES] as const;
/** An in-house or upcoming game (read off the list: a union with an empty upcoming list's `never` is redundant). */
export type LobbyGame = (typeof LOBBY_GAMES)[number];

/** Each in-house game's return to player by its lobby name (lib/games/rtp.ts declares it by the game's id). */
export const LOBBY_RTP_BP = Object.fromEntries(GAME_IDENTITIES.map((game) => [game.slug, GAME_RTP_BP[game.id]])) as Readonly<
  Record<LobbyGame, number>
>;

export function getHouseEdgeBp(game: LobbyGame): number {
  return 10_000 - LOBBY_RTP_BP[game];
}

export function isInHouseGame(game: string): game is InHouseGame {
  return (IN_HOUSE_GAMES as readonly string[]).includes(game);
}

export function gamePath(game: InHouseGame): string {
  return `/games/${game}`;
}
