import type { Queryable } from '../../db/db';
import { listBetViews } from '../bets/service';
import type { BetView } from '../bets/view';
import { GAME_IDS, type Player } from '../core/types';
import { betKey, type FeedGame } from '../feed/games';
import { ownerOf } from './owner';
import { listHistoryKeys, type HistoryKey } from './repository';
import { crashHistory, roomsHistory, rouletteHistory } from './round-details-repository';
import { toRoundBetView } from './view';

type HistoryView = ReturnType<typeof toRoundBetView> | (BetView & { key: string });

const isInstant = (key: HistoryKey) => (GAME_IDS as readonly string[]).includes(key.game);

/** Instant-game bets by id, each with its pair's server seed once revealed (as GET /api/v2/games/bets/{id}). */
async function instantViews(q: Queryable, ids: number[]) {
  return (await listBetViews(q, ids)).map((view) => ({ ...view, key: betKey(view.game, view.id) }));
}

/** The player's bets of every game (or one), newest first, a page of them: the profile's history. */
export async function listHistory(
  q: Queryable,
  player: Player,
  options: { game: FeedGame | null; limit: number; offset: number },
): Promise<{ total: number; rows: HistoryView[] }> {
  const { total, keys } = await listHistoryKeys(q, player, options);
  const idsOf = (game: FeedGame) => keys.filter((key) => key.game === game).map((key) => key.id);
  const parts = await Promise.all([
    instantViews(
      q,
      keys.filter(isInstant).map((key) => key.id),
    ),
    crashHistory(q, idsOf('crash')).then((bets) => bets.map(toRoundBetView)),
    rouletteHistory(q, idsOf('roulette')).then((bets) => bets.map(toRoundBetView)),
    roomsHistory(q, ownerOf(player), idsOf('rooms')).then((bets) => bets.map(toRoundBetView)),
  ]);
  const byKey = new Map<string, HistoryView>(parts.flat().map((view) => [view.key, view]));
  return { total, rows: keys.flatMap((key) => byKey.get(betKey(key.game, key.id)) ?? []) };
}
