import { createChainReader, type ChainReader } from '@/lib/fairness/crash-chain';
import { createServerSeed } from '@/lib/fairness/seeds';
import { toSafeInteger, type Queryable } from '../../db/db';

/** The games whose rounds walk a hash chain: tables `<game>_chains` and `<game>_rounds` (migrations 016, 017). */
export type ChainGame = 'crash' | 'roulette';

export type ChainRow = { id: number; seed: string; length: number; terminalHash: string; salt: string };

/** The round to play next: its place in the chain, its hash (secret until the game reveals it) and the chain's salt. */
export type ChainLink = { chainId: number; chainRound: number; hash: string; salt: string };

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

/**
 * The leader's walk along a game's hash chain (docs/decisions.md, crash's chains). Round numbers come from the
 * database (the last round any leader opened, aborted ones included: a revealed hash is never played again); when the
 * chain runs out a new one is made from a fresh random seed, with the salt configured then, its terminal hash public
 * from its first round.
 */
export function createChainBook(q: Queryable, game: ChainGame, options: { length: number; salt: string }) {
  let current: { chain: ChainRow; reader: ChainReader; lastRound: number } | null = null;

  async function open(chain: ChainRow) {
    const reader = createChainReader(chain.seed, chain.length);
    // The stored seed must replay the published terminal hash: anything else would make every round unverifiable.
    if (reader.terminalHash !== chain.terminalHash) throw new Error(`${game} chain ${chain.id}: the seed does not give the terminal hash`);
    const rows = await q.query<{ last: unknown }>(`SELECT coalesce(max(chain_round), 0) AS last FROM ${game}_rounds WHERE chain_id = $1`, [
      chain.id,
    ]);
    return { chain, reader, lastRound: toSafeInteger(rows[0].last, 'chain round') };
  }

  async function create() {
    const seed = createServerSeed();
    const reader = createChainReader(seed, options.length);
    const rows = await q.query<Row>(
      `INSERT INTO ${game}_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4) RETURNING id, seed, length, terminal_hash, salt`,
      [seed, options.length, reader.terminalHash, options.salt],
    );
    return { chain: toChain(rows[0]), reader, lastRound: 0 };
  }

  return {
    async next(): Promise<ChainLink> {
      if (!current) {
        const found = await findCurrentChain(q, game);
        current = found ? await open(found) : await create();
      }
      if (current.lastRound >= current.chain.length) current = await create();
      const chainRound = current.lastRound + 1;
      current.lastRound = chainRound;
      return { chainId: current.chain.id, chainRound, hash: current.reader.hashOfRound(chainRound), salt: current.chain.salt };
    },
  };
}

export type ChainBook = ReturnType<typeof createChainBook>;

/** GET /<game>/chain's commitment: the chain in use, its salt and length, and how many of its rounds have ended. */
export async function chainSummary(q: Queryable, game: ChainGame, endedSql: string) {
  const rows = await q.query<{ terminal_hash: string; salt: string; length: unknown; played: unknown }>(
    `SELECT c.terminal_hash, c.salt, c.length,
            (SELECT count(*) FROM ${game}_rounds r WHERE r.chain_id = c.id AND ${endedSql}) AS played
     FROM ${game}_chains c ORDER BY c.id DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    terminal_hash: row.terminal_hash,
    salt: row.salt,
    length: toSafeInteger(row.length, 'length'),
    rounds_played: toSafeInteger(row.played, 'played'),
  };
}
