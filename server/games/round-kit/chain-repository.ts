import { toSafeInteger, type Queryable } from '../../db/db';

/** The games whose rounds walk a hash chain: tables `<game>_chains` and `<game>_rounds` (migrations 016, 017). */
export type ChainGame = 'crash' | 'roulette';

export type ChainRow = { id: number; seed: string; length: number; terminalHash: string; salt: string };

type Row = { id: unknown; seed: string; length: unknown; terminal_hash: string; salt: string };
const toChain = (row: Row): ChainRow => ({
  id: toSafeInteger(row.id, 'chain id'),
  seed: row.seed,
  length: toSafeInteger(row.length, 'chain length'),
  terminalHash: row.terminal_hash,
  salt: row.salt,
});

/** The chain in use: the newest one. */
export async function findCurrentChain(q: Queryable, game: ChainGame): Promise<ChainRow | null> {
  const rows = await q.query<Row>(`SELECT id, seed, length, terminal_hash, salt FROM ${game}_chains ORDER BY id DESC LIMIT 1`);
  return rows[0] ? toChain(rows[0]) : null;
}

/** The last round any leader opened on the chain, aborted ones included (0 for none). */
export async function findLastChainRound(q: Queryable, game: ChainGame, chainId: number): Promise<number> {
  const rows = await q.query<{ last: unknown }>(`SELECT coalesce(max(chain_round), 0) AS last FROM ${game}_rounds WHERE chain_id = $1`, [
    chainId,
  ]);
  return toSafeInteger(rows[0].last, 'chain round');
}

export async function insertChain(
  q: Queryable,
  game: ChainGame,
  chain: { seed: string; length: number; terminalHash: string; salt: string },
): Promise<ChainRow> {
  const rows = await q.query<Row>(
    `INSERT INTO ${game}_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4) RETURNING id, seed, length, terminal_hash, salt`,
    [chain.seed, chain.length, chain.terminalHash, chain.salt],
  );
  return toChain(rows[0]);
}

/** The chain in use with how many of its rounds `endedSql` (alias r) selects. */
export async function findChainWithRoundsPlayed(q: Queryable, game: ChainGame, endedSql: string) {
  const rows = await q.query<{ terminal_hash: string; salt: string; length: unknown; played: unknown }>(
    `SELECT c.terminal_hash, c.salt, c.length,
            (SELECT count(*) FROM ${game}_rounds r WHERE r.chain_id = c.id AND ${endedSql}) AS played
     FROM ${game}_chains c ORDER BY c.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}
