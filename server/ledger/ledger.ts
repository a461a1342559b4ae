import type { Currency } from '@/lib/currencies';
import type { Db, Queryable } from '../db/db';
import { LedgerInputError, LedgerInvariantError } from './errors';
import { runLedgerTransaction, type LedgerTimeouts, type LedgerTransaction } from './ledger-transaction';
import { postTransfersBatched, postTransfersWithCauseBatched } from './post-transfers';
import { createPostingBatcher, type BatcherOptions } from './posting-batcher';
import { ensureHouseShards, findPlayerAccountIds, findPlayerBalances, insertPlayerAccounts } from './repository';
import type {
  CausedPosting,
  CausedTransferInput,
  CauseStatement,
  HouseAccountRef,
  PlayerBalanceKind,
  PlayerBalances,
  PostedTransfer,
  TransferInput,
} from './types';

export type Ledger = ReturnType<typeof createLedger>;

const PLAYER_CACHE_MAX = 50_000;

export const DEFAULT_LEDGER_TIMEOUTS: LedgerTimeouts = { lockMs: 2_000, statementMs: 5_000 };

export type LedgerOptions = {
  houseShards: number;
  batch?: Partial<BatcherOptions>;
  /** lock_timeout and statement_timeout of ledger transactions; the batched statement gets the lock timeout. */
  timeouts?: LedgerTimeouts;
  /**
   * Called once when a posting reports a broken invariant; the ledger has halted by then (every later posting is
   * refused with the same error). The api passes a function that ends the process: a crash, not a warning.
   */
  onInvariantBroken?: (error: LedgerInvariantError) => void;
};

/**
 * The only code that changes a balance. Account ids are resolved (and cached) outside posting transactions:
 * accounts are never deleted, so a cached id stays valid, and a rolled-back transaction can never leave a
 * cached id that does not exist.
 */
export function createLedger(db: Db, options: LedgerOptions) {
  const timeouts = options.timeouts ?? DEFAULT_LEDGER_TIMEOUTS;
  const batcher = createPostingBatcher(db, {
    maxPostings: 64,
    maxTransfers: 500,
    // PGlite runs one statement at a time anyway; on Postgres two batches (never on the same account) overlap one's
    // round trip and commit with the other's work.
    maxInFlight: db.kind === 'pglite' ? 1 : 2,
    maxQueued: 4_096,
    lockTimeoutMs: timeouts.lockMs,
    ...options.batch,
  });
  let halted: LedgerInvariantError | null = null;
  /** Every posting passes here: a broken invariant halts the ledger for good. */
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    if (halted) throw halted;
    try {
      return await work();
    } catch (error) {
      if (error instanceof LedgerInvariantError && !halted) {
        halted = error;
        options.onInvariantBroken?.(error);
      }
      throw error;
    }
  };
  const houseShards = new Map<string, Promise<number[]>>();
  const playerAccounts = new Map<string, Record<PlayerBalanceKind, number>>();

  return {
    /** Opens a player's real and bonus accounts; call in the transaction that creates the user. */
    openPlayerAccounts(tx: Queryable, userId: number, currency: Currency): Promise<void> {
      return insertPlayerAccounts(tx, userId, currency);
    },

    async playerAccountIds(userId: number, currency: Currency): Promise<Record<PlayerBalanceKind, number>> {
      const cacheKey = `${userId}:${currency}`;
      const cached = playerAccounts.get(cacheKey);
      if (cached) return cached;
      const ids = await findPlayerAccountIds(db, userId, currency);
      if (!ids) throw new LedgerInputError(`User ${userId} has no ${currency} accounts`);
      if (playerAccounts.size >= PLAYER_CACHE_MAX) playerAccounts.delete(playerAccounts.keys().next().value!);
      playerAccounts.set(cacheKey, ids);
      return ids;
    },

    /**
     * One shard of a house account. Bets spread over the shards so they do not queue on one row; a shardKey
     * (e.g. the user id) pins related postings to the same shard, otherwise the shard is random.
     */
    async houseAccountId(ref: HouseAccountRef, shardKey?: string): Promise<number> {
      const scope = ref.scope ?? '';
      const cacheKey = `${ref.purpose}:${scope}:${ref.currency}`;
      // The promise is cached, so concurrent first callers share one look-up.
      let lookup = houseShards.get(cacheKey);
      if (!lookup) {
        lookup = ensureHouseShards(db, ref.purpose, scope, ref.currency, options.houseShards);
        houseShards.set(cacheKey, lookup);
        lookup.catch(() => houseShards.delete(cacheKey));
      }
      const ids = await lookup;
      const index = shardKey === undefined ? Math.floor(Math.random() * ids.length) : hashText(shardKey) % ids.length;
      return ids[index];
    },

    async playerBalances(q: Queryable, userId: number, currency: Currency): Promise<PlayerBalances> {
      const balances = await findPlayerBalances(q, userId, currency);
      return { currency, realMinor: balances.real, bonusMinor: balances.bonus, totalMinor: balances.real + balances.bonus };
    },

    /**
     * Posts on its own, atomic without BEGIN/COMMIT: one round trip, shared with concurrent callers' postings
     * (group commit); the result or the error is this posting's own.
     */
    post(transfers: TransferInput[]): Promise<PostedTransfer[]> {
      return guarded(() => postTransfersBatched(batcher, transfers));
    },

    /**
     * Writes the cause row (e.g. the bet) and posts atomically: a whole bet in one round trip, shared with
     * concurrent callers' bets (group commit). See CauseStatement for what the statement returns.
     */
    postWithCause(cause: CauseStatement, transfers: CausedTransferInput[]): Promise<CausedPosting> {
      return guarded(() => postTransfersWithCauseBatched(batcher, cause, transfers));
    },

    /**
     * A transaction of its own for work that needs more than one statement around its postings: it locks
     * accountIds (every account it will post to) first, then runs fn. See ledger-transaction.ts.
     */
    transaction<T>(accountIds: number[], fn: (tx: LedgerTransaction) => Promise<T>): Promise<T> {
      return guarded(() => runLedgerTransaction(db, accountIds, timeouts, fn));
    },

    /** Refuses new postings and waits for the queued and in-flight ones; call before closing the database. */
    close(): Promise<void> {
      return batcher.close();
    },
  };
}

/** FNV-1a: a stable, cheap spread of shard keys. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
