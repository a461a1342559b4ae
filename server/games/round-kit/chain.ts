import { createChainReader, type ChainReader } from '@/lib/fairness/crash-chain';
import { createServerSeed } from '@/lib/fairness/seeds';
import { toSafeInteger, type Queryable } from '../../db/db';
import {
  findChainWithRoundsPlayed,
  findCurrentChain,
  findLastChainRound,
  insertChain,
  type ChainGame,
  type ChainRow,
} from './chain-repository';

/** The round to play next: its place in the chain, its hash (secret until the game reveals it) and the chain's salt. */
export type ChainLink = { chainId: number; chainRound: number; hash: string; salt: string };

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
    return { chain, reader, lastRound: await findLastChainRound(q, game, chain.id) };
  }

  async function create() {
    const seed = createServerSeed();
    const reader = createChainReader(seed, options.length);
    const chain = await insertChain(q, game, { seed, length: options.length, terminalHash: reader.terminalHash, salt: options.salt });
    return { chain, reader, lastRound: 0 };
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
  const row = await findChainWithRoundsPlayed(q, game, endedSql);
  if (!row) return null;
  return {
    terminal_hash: row.terminal_hash,
    salt: row.salt,
    length: toSafeInteger(row.length, 'length'),
    rounds_played: toSafeInteger(row.played, 'played'),
  };
}
