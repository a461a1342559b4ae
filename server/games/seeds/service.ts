import type { Currency } from '@/lib/currencies';
import { FairFloats } from '@/lib/fairness/floats';
import { createClientSeed, createServerSeed, hashServerSeed } from '@/lib/fairness/seeds';
import type { Db } from '../../db/db';
import { gameErrors } from '../core/errors';
import { ownerKey, type Draw, type GameId, type Player } from '../core/types';
import {
  countRevealedPairs,
  findActivePair,
  findOpenGames,
  insertActivePair,
  listRevealedPairs,
  markPairRevealed,
  type NewPair,
  type SeedPairRow,
} from './repository';

/** The active pair as bets use it: the cache's copy, its nonce counter running ahead of the database's. */
export type ActivePair = SeedPairRow & { currency: Currency; floats: FairFloats };

const CACHE_MAX = 50_000;

function freshPair(clientSeed: string): NewPair {
  const serverSeed = createServerSeed();
  const nextServerSeed = createServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nextServerSeed,
    nextServerSeedHash: hashServerSeed(nextServerSeed),
  };
}

/** The floats of one bet of a pair. */
export function drawOf(floats: FairFloats, nonce: number): Draw {
  return (count, cursor = 0) => floats.fill(nonce, new Array<number>(count).fill(0), cursor);
}

export function drawFor(serverSeed: string, clientSeed: string, nonce: number): Draw {
  return drawOf(new FairFloats(serverSeed, clientSeed), nonce);
}

/**
 * The players' active seed pairs. Bets read the pair from this cache and take the next nonce from it; the bet's
 * statement advances the stored nonce only from exactly that value (game_bet_open), so a stale copy (another api
 * node's bets, a rotation) costs a refusal and a reload, never a shared nonce.
 */
export function createSeedBook(db: Db) {
  const cache = new Map<string, ActivePair>();
  const queues = new Map<string, Promise<unknown>>();

  async function load(player: Player): Promise<ActivePair> {
    let row = await findActivePair(db, player);
    if (!row) {
      await insertActivePair(db, player, freshPair(createClientSeed()));
      row = await findActivePair(db, player);
      if (!row) throw new Error('the active seed pair was neither made nor found');
    }
    const currency = player.kind === 'demo' ? player.currency : row.userCurrency;
    if (!currency) throw new Error('a real player without a currency');
    return { ...row, currency, floats: new FairFloats(row.serverSeed, row.clientSeed) };
  }

  return {
    /** The owner's active pair (made on first use), from the cache when it has one. */
    async active(player: Player): Promise<ActivePair> {
      const key = ownerKey(player);
      const cached = cache.get(key);
      if (cached) return cached;
      const pair = await load(player);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, pair);
      return pair;
    },

    /** The nonce for the next bet; call right before sending the bet, with no await between. */
    takeNonce(pair: ActivePair): number {
      const nonce = pair.nextNonce;
      pair.nextNonce += 1;
      return nonce;
    },

    /**
     * Runs one owner's bets one after another in this process, so that they never race for a nonce here (a bet
     * that raced would be refused as stale and sent again); different owners' bets run side by side.
     */
    serially<T>(player: Player, work: () => Promise<T>): Promise<T> {
      const key = ownerKey(player);
      const previous = queues.get(key) ?? Promise.resolve();
      const run = previous.then(work, work);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      return run;
    },

    /** After any refusal: the stored pair and nonce are the truth again. */
    forget(player: Player): void {
      cache.delete(ownerKey(player));
    },
  };
}

export type SeedBook = ReturnType<typeof createSeedBook>;

export type SeedsView = {
  pair: SeedPairRow;
  openGames: GameId[];
};

/** The active pair as stored now (nonce included) and the owner's open games. */
export async function getSeeds(db: Db, book: SeedBook, player: Player): Promise<SeedsView> {
  await book.active(player);
  const [pair, openGames] = await Promise.all([findActivePair(db, player), findOpenGames(db, player)]);
  if (!pair) throw new Error('the active seed pair vanished');
  return { pair, openGames };
}

/**
 * Reveals the active pair and makes the committed next seed active (nonce 0) with a new next one. The pair row is
 * locked first: a bet starting meanwhile either commits before (and its open game refuses the rotation) or finds
 * its pair revealed (stale_seed) and starts again on the new one.
 */
export async function rotateSeeds(
  db: Db,
  book: SeedBook,
  player: Player,
  clientSeed: string | null,
): Promise<{ previous: SeedPairRow; active: SeedsView }> {
  await book.active(player);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const previous = await db.transaction(async (tx) => {
      const current = await findActivePair(tx, player, { forUpdate: true });
      // A concurrent rotation revealed it while this one waited: look again.
      if (!current) return null;
      const open = await findOpenGames(tx, player);
      if (open.length > 0) throw gameErrors.seedsLocked(open);
      const revealed = await markPairRevealed(tx, current.id);
      const nextServerSeed = createServerSeed();
      await insertActivePair(tx, player, {
        serverSeed: current.nextServerSeed,
        serverSeedHash: current.nextServerSeedHash,
        clientSeed: clientSeed ?? current.clientSeed,
        nextServerSeed,
        nextServerSeedHash: hashServerSeed(nextServerSeed),
      });
      return revealed;
    });
    book.forget(player);
    if (previous) return { previous, active: await getSeeds(db, book, player) };
  }
  throw gameErrors.gameChanged();
}

export async function listSeedHistory(db: Db, player: Player, page: number, perPage: number) {
  const [total, pairs] = await Promise.all([countRevealedPairs(db, player), listRevealedPairs(db, player, perPage, (page - 1) * perPage)]);
  return { total, pairs };
}
