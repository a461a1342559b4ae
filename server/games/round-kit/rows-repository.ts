import { toSafeInteger, type Queryable } from '../../db/db';
import { ownerParams, type Player } from '../core/types';

type Json = Record<string, unknown>;

/** A bet function's call as a ledger cause statement: its row gets `cause_ref` `<prefix>:<bet id>`. */
export function causeStatementSql(prefix: string, call: string): string {
  return `SELECT '${prefix}:' || (r.bet ->> 'id') AS cause_ref, r.* FROM ${call} AS r`;
}

const OWNER = 'b.user_id IS NOT DISTINCT FROM $1::bigint AND b.demo_session_id IS NOT DISTINCT FROM $2::bigint';

/** The owner's bet placed with this key (a retried command), from a bets table of migrations 016-017. */
export async function findBetByKey(q: Queryable, table: string, player: Player, keyHash: string): Promise<Json | null> {
  const rows = await q.query<{ bet: Json }>(`SELECT to_jsonb(b) AS bet FROM ${table} b WHERE ${OWNER} AND b.idempotency_key = $3::uuid`, [
    ...ownerParams(player),
    keyHash,
  ]);
  return rows[0]?.bet ?? null;
}

/**
 * A page of the owner's bets from a bets table of migrations 016-017, newest first, each with `roundColumns` of its
 * round (alias r), and how many bets the owner has in all.
 */
export async function findOwnBetRows<Round>(
  q: Queryable,
  player: Player,
  page: { limit: number; offset: number },
  from: { bets: string; rounds: string; roundColumns: string },
): Promise<{ total: number; rows: ({ bet: Json } & Round)[] }> {
  const params = ownerParams(player);
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${from.bets} b WHERE ${OWNER}`, params);
  const rows = await q.query<{ bet: Json } & Round>(
    `SELECT to_jsonb(b) AS bet, ${from.roundColumns}
     FROM ${from.bets} b JOIN ${from.rounds} r ON r.id = b.round_id WHERE ${OWNER} ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  return { total: toSafeInteger(count.n, 'count'), rows };
}

/** A player's public columns as the bet functions return them (user_name, user_avatar, user_hidden, avatar_hidden). */
export async function findBettorRow(q: Queryable, userId: number): Promise<Json | null> {
  const rows = await q.query<Json>(
    'SELECT name AS user_name, image_small AS user_avatar, is_statistics_hidden AS user_hidden, is_avatar_hidden AS avatar_hidden FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
