import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import { ownerParams, type GameId, type Player } from '../core/types';

export type SeedPairRow = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  nextServerSeedHash: string;
  createdAt: string;
  revealedAt: string | null;
};

type Row = {
  id: unknown;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: unknown;
  next_server_seed: string;
  next_server_seed_hash: string;
  created_at: Date | string;
  revealed_at: Date | string | null;
  currency?: Currency;
};

const COLUMNS =
  's.id, s.server_seed, s.server_seed_hash, s.client_seed, s.next_nonce, s.next_server_seed, s.next_server_seed_hash, s.created_at, s.revealed_at';

function toPair(row: Row): SeedPairRow {
  return {
    id: toSafeInteger(row.id, 'seed id'),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: toSafeInteger(row.next_nonce, 'nonce'),
    nextServerSeedHash: row.next_server_seed_hash,
    createdAt: new Date(row.created_at).toISOString(),
    revealedAt: row.revealed_at === null ? null : new Date(row.revealed_at).toISOString(),
  };
}

const OWNER = 's.user_id IS NOT DISTINCT FROM $1::bigint AND s.demo_session_id IS NOT DISTINCT FROM $2::bigint';

/** The owner's active pair, with the player's currency for a real player (what the pair's bets are in). */
export async function findActivePair(
  q: Queryable,
  player: Player,
  options: { forUpdate?: boolean } = {},
): Promise<(SeedPairRow & { nextServerSeed: string; userCurrency: Currency | null }) | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS}, u.currency FROM game_seeds s LEFT JOIN users u ON u.id = s.user_id
     WHERE ${OWNER} AND s.revealed_at IS NULL ${options.forUpdate ? 'FOR UPDATE OF s' : ''}`,
    ownerParams(player),
  );
  const row = rows[0];
  return row ? { ...toPair(row), nextServerSeed: row.next_server_seed, userCurrency: row.currency ?? null } : null;
}

export type NewPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextServerSeed: string;
  nextServerSeedHash: string;
};

/** Makes the owner's active pair unless one exists (two first calls racing make one). */
export async function insertActivePair(q: Queryable, player: Player, pair: NewPair): Promise<void> {
  await q.query(
    `INSERT INTO game_seeds (user_id, demo_session_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [...ownerParams(player), pair.serverSeed, pair.serverSeedHash, pair.clientSeed, pair.nextServerSeed, pair.nextServerSeedHash],
  );
}

export async function markPairRevealed(q: Queryable, id: number): Promise<SeedPairRow> {
  const rows = await q.query<Row>(`UPDATE game_seeds s SET revealed_at = now() WHERE s.id = $1 RETURNING ${COLUMNS}`, [id]);
  return toPair(rows[0]);
}

export async function countRevealedPairs(q: Queryable, player: Player): Promise<number> {
  const rows = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM game_seeds s WHERE ${OWNER} AND s.revealed_at IS NOT NULL`,
    ownerParams(player),
  );
  return toSafeInteger(rows[0].n, 'count');
}

export async function listRevealedPairs(q: Queryable, player: Player, limit: number, offset: number): Promise<SeedPairRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM game_seeds s WHERE ${OWNER} AND s.revealed_at IS NOT NULL ORDER BY s.id DESC LIMIT $3 OFFSET $4`,
    [...ownerParams(player), limit, offset],
  );
  return rows.map(toPair);
}

/** The games the owner has open (a seed pair cannot rotate under an open game). */
export async function findOpenGames(q: Queryable, player: Player): Promise<GameId[]> {
  const rows = await q.query<{ game: GameId }>(
    `SELECT b.game FROM game_bets b
     WHERE b.user_id IS NOT DISTINCT FROM $1::bigint AND b.demo_session_id IS NOT DISTINCT FROM $2::bigint AND b.state = 'open'
     ORDER BY b.game`,
    ownerParams(player),
  );
  return rows.map((row) => row.game);
}
