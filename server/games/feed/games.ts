import { z } from 'zod';
import { GAME_IDS as EVERY_GAME_ID } from '@/lib/games/identity';

/** Every game whose settled real-money bets reach the feeds: the instant games and the shared-round ones (lib/games). */
export const FEED_GAMES = EVERY_GAME_ID;
export type FeedGame = (typeof FEED_GAMES)[number];

export const feedGameSchema = z.enum(FEED_GAMES);

/** A bet's id is its game's table's own; `<game>:<id>` names it among every game's bets. */
export function betKey(game: FeedGame, id: number): string {
  return `${game}:${id}`;
}
