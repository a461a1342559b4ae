import { z } from 'zod';
import { REALTIME_GAMES } from '../../realtime/types';
import { GAME_IDS } from '../core/types';

/** Every game whose settled real-money bets reach the feeds: the instant games and the shared-round ones. */
export const FEED_GAMES = [...GAME_IDS, ...REALTIME_GAMES] as const;
export type FeedGame = (typeof FEED_GAMES)[number];

export const feedGameSchema = z.enum(FEED_GAMES);

/** A bet's id is its game's table's own; `<game>:<id>` names it among every game's bets. */
export function betKey(game: FeedGame, id: number): string {
  return `${game}:${id}`;
}
