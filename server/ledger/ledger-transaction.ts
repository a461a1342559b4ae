import type { Db, Queryable } from '../db/db';
import { LedgerInputError } from './errors';
import { ledgerError, postTransfers, postTransfersWithCause } from './post-transfers';
import { lockAccountsInOrder } from './repository';
import type { CausedPosting, CausedTransferInput, CauseStatement, PostedTransfer, TransferInput } from './types';

export type LedgerTimeouts = { lockMs: number; statementMs: number };

/**
 * A transaction that has locked its ledger accounts. It runs SQL like any transaction (cause rows, the rows of the
 * game or payment) and posts, any number of times, but only between the accounts it locked when it began.
 */
export type LedgerTransaction = Queryable & {
  post(transfers: TransferInput[]): Promise<PostedTransfer[]>;
  postWithCause(cause: CauseStatement, transfers: CausedTransferInput[]): Promise<CausedPosting>;
};

/**
 * The one way to post inside a transaction: BEGIN, the timeouts, every account the transaction will post to locked
 * in id order, and only then fn (its cause rows and postings), COMMIT. The batched path takes its locks the same way
 * (ledger_post_batch: accounts in id order, then the cause statements), so no two ledger transactions can wait on
 * each other in a cycle, however many postings each makes. A posting to an account not locked up front is refused
 * before it reaches the database: locking it late is what could deadlock.
 */
export async function runLedgerTransaction<T>(
  db: Db,
  accountIds: number[],
  timeouts: LedgerTimeouts,
  fn: (tx: LedgerTransaction) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0 || !ids.every(Number.isSafeInteger)) {
    throw new LedgerInputError('A ledger transaction locks at least one account, by integer id');
  }
  const { lockMs, statementMs } = timeouts;
  if (!Number.isSafeInteger(lockMs) || !Number.isSafeInteger(statementMs) || lockMs < 0 || statementMs < 0) {
    throw new LedgerInputError('Ledger timeouts must be whole milliseconds');
  }
  return db.transaction(async (tx) => {
    try {
      const locked = await lockAccountsInOrder(tx, ids, lockMs, statementMs);
      if (locked !== ids.length) throw new LedgerInputError('A ledger transaction named an unknown account');
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
    const lockedIds = new Set(ids);
    const checkLocked = (transfers: CausedTransferInput[]) => {
      for (const t of transfers) {
        if (!lockedIds.has(t.fromAccountId) || !lockedIds.has(t.toAccountId)) {
          throw new LedgerInputError(`Transfer ${t.idempotencyKey} posts to an account this transaction did not lock first`);
        }
      }
    };
    return fn({
      // The caller's own statements (cause rows, the rows of the game or payment) run on the transaction as they are.
      query: tx.query.bind(tx),
      exec: tx.exec.bind(tx),
      async post(transfers) {
        checkLocked(transfers);
        return postTransfers(tx, transfers);
      },
      async postWithCause(cause, transfers) {
        checkLocked(transfers);
        return postTransfersWithCause(tx, cause, transfers);
      },
    });
  });
}
