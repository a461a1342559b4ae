import { toSafeInteger, type Queryable } from '../../db/db';
import { GAME_IDS, type Player } from '../core/types';
import type { FeedGame } from '../feed/games';
import { ROUND_SOURCES } from '../feed/round-sources';
import { ownerOf, type Owner } from './owner';

export type HistoryKey = { game: FeedGame; id: number };

/**
 * The bets a history lists, as SQL over alias b with the owner as $1: every instant-game bet; a shared-round game's
 * bets but a crash bet withdrawn in its betting phase; the rooms one row per round (the player's first stake in it
 * stands for all of them: server/games/history/round-details-repository.ts adds them up).
 */
function sources(owner: Owner, game: FeedGame | null): { game: FeedGame | null; table: string; where: string; count: string }[] {
  const mine = `b.${owner.column} = $1`;
  const instant = game === null || (GAME_IDS as readonly string[]).includes(game);
  const list: { game: FeedGame | null; table: string; where: string; count: string }[] = instant
    ? [{ game: null, table: 'game_bets', where: `${mine}${game ? ' AND b.game = $2::text' : ''}`, count: 'count(*)' }]
    : [];
  for (const source of ROUND_SOURCES) {
    if (game !== null && game !== source.game) continue;
    const hidden = source.hidden ? ` AND NOT (${source.hidden})` : '';
    if (source.game !== 'rooms') {
      list.push({ game: source.game, table: source.bets, where: `${mine}${hidden}`, count: 'count(*)' });
      continue;
    }
    const first = `NOT EXISTS (SELECT 1 FROM room_bets e WHERE e.round_id = b.round_id AND e.${owner.column} = $1 AND e.id < b.id)`;
    list.push({ game: source.game, table: source.bets, where: `${mine} AND ${first}`, count: 'count(DISTINCT b.round_id)' });
  }
  return list;
}

/**
 * One page of the player's bets of every game (or one), newest first: each table's newest `offset + limit` by its
 * owner index, then that page of all of them; and how many there are in all.
 */
export async function listHistoryKeys(
  q: Queryable,
  player: Player,
  options: { game: FeedGame | null; limit: number; offset: number },
): Promise<{ total: number; keys: HistoryKey[] }> {
  const owner = ownerOf(player);
  const list = sources(owner, options.game);
  // $2, the game, only where game_bets is read for one game: Postgres types every parameter a statement has.
  const params: unknown[] = list.some((s) => s.where.includes('$2')) ? [owner.id, options.game] : [owner.id];
  const n = params.length;
  const countSql = `SELECT ${list.map((s) => `(SELECT ${s.count} FROM ${s.table} b WHERE ${s.where})`).join(' + ')} AS n`;
  const branches = list.map(
    (s) =>
      `(SELECT ${s.game ? `'${s.game}'` : 'b.game'} AS game, b.id, b.created_at FROM ${s.table} b WHERE ${s.where} ORDER BY b.id DESC LIMIT $${n + 1})`,
  );
  const pageSql = `SELECT k.game, k.id FROM (${branches.join(' UNION ALL ')}) k
    ORDER BY k.created_at DESC, k.game, k.id DESC LIMIT $${n + 2} OFFSET $${n + 3}`;
  const [count] = await q.query<{ n: unknown }>(countSql, params);
  const rows = await q.query<{ game: FeedGame; id: unknown }>(pageSql, [
    ...params,
    options.offset + options.limit,
    options.limit,
    options.offset,
  ]);
  return { total: toSafeInteger(count.n, 'count'), keys: rows.map((row) => ({ game: row.game, id: toSafeInteger(row.id, 'id') })) };
}
