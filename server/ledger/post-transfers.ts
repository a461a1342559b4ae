import { isCurrency } from '@/lib/currencies';
import type { Queryable } from '../db/db';
import {
  CauseRefusedError,
  CurrencyMismatchError,
  IdempotencyConflictError,
  InsufficientFundsError,
  LedgerBusyError,
  LedgerInputError,
  LedgerInvariantError,
} from './errors';
import type { PostingRequest } from './batch-repository';
import type { PostingBatcher } from './posting-batcher';
import { callLedgerPost } from './repository';
import {
  TRANSFER_KINDS,
  type CausedPosting,
  type CausedTransferInput,
  type CauseStatement,
  type PostedTransfer,
  type TransferInput,
} from './types';

export const MAX_TRANSFERS_PER_POSTING = 500;

/**
 * Posts transfers atomically inside a ledger transaction (ledger-transaction.ts, which has locked the accounts
 * first): it is a single statement, the SQL function ledger_post() (server/db/functions/ledger_post.sql),
 * which locks the accounts in id order, applies the transfers in the given order (a bet's debit must fit the balance
 * before its win is credited), refuses a player account going negative and reports replays.
 * One round trip, replays included. Any error leaves nothing of the posting; inside a transaction the caller
 * must roll back (the database has aborted the transaction anyway).
 */
export async function postTransfers(q: Queryable, transfers: TransferInput[]): Promise<PostedTransfer[]> {
  validatePosting(transfers, false);
  const { rows } = await runPosting(q, transfers);
  return rows.map((row, i) => ({ ...transfers[i], ...row }));
}

/**
 * The cause row and the posting in ONE statement: `WITH cause AS (<cause statement>) SELECT ... ledger_post(...)`.
 * Used inside a ledger transaction, whose accounts are already locked; the batched path runs cause statements
 * through ledger_post_batch instead. Transfers without a causeRef take the cause statement's `cause_ref`.
 */
export async function postTransfersWithCause(
  q: Queryable,
  cause: CauseStatement,
  transfers: CausedTransferInput[],
): Promise<CausedPosting> {
  if (!cause.text.trim()) throw new LedgerInputError('The cause statement is empty');
  validatePosting(transfers, true);
  const result = await runPosting(q, transfers, { text: cause.text, params: cause.params ?? [] });
  if (!result.cause) throw new LedgerInputError('The cause statement returned no row');
  return { cause: result.cause, transfers: result.rows.map((row, i) => ({ ...transfers[i], ...row })) };
}

/**
 * Posts on its own through the group-commit batcher: the posting shares its round trip and transaction with
 * other callers' postings, keeps its own outcome (result or the same error as postTransfers), and is atomic with
 * its cause row.
 */
export async function postTransfersBatched(batcher: PostingBatcher, transfers: TransferInput[]): Promise<PostedTransfer[]> {
  validatePosting(transfers, false);
  const { rows } = await runBatched(batcher, { transfers });
  return rows.map((row, i) => ({ ...transfers[i], ...row }));
}

export async function postTransfersWithCauseBatched(
  batcher: PostingBatcher,
  cause: CauseStatement,
  transfers: CausedTransferInput[],
): Promise<CausedPosting> {
  if (!cause.text.trim()) throw new LedgerInputError('The cause statement is empty');
  validatePosting(transfers, true);
  const result = await runBatched(batcher, { transfers, cause: { text: cause.text, params: cause.params ?? [] } });
  if (!result.cause) throw new LedgerInputError('The cause statement returned no row');
  return { cause: result.cause, transfers: result.rows.map((row, i) => ({ ...transfers[i], ...row })) };
}

async function runPosting(q: Queryable, transfers: CausedTransferInput[], cause?: { text: string; params: unknown[] }) {
  try {
    return await callLedgerPost(q, transfers, cause);
  } catch (error) {
    throw ledgerError(error) ?? error;
  }
}

async function runBatched(batcher: PostingBatcher, request: PostingRequest) {
  try {
    return await batcher.submit(request);
  } catch (error) {
    throw ledgerError(error) ?? error;
  }
}

/** Maps ledger_post()'s SQLSTATEs (and the timeouts) to the ledger's error types; null for any other error. */
export function ledgerError(error: unknown): Error | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail, message } = error as { code?: unknown; detail?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : 'ledger_post refused the posting';
  switch (code) {
    case 'LD001':
      return new InsufficientFundsError(Number(detail));
    case 'LD002':
      return new IdempotencyConflictError(String(detail));
    case 'LD003':
      return new LedgerInputError(text);
    case 'LD004':
      return new CurrencyMismatchError(text);
    case 'LD005':
      return new LedgerInvariantError([text]);
    case 'LD100':
      return new CauseRefusedError(text);
    case '55P03': // lock_not_available: lock_timeout
    case '57014': // query_canceled: statement_timeout
      return new LedgerBusyError(`The ledger timed out: ${text}`);
    // A batched cause statement runs as EXECUTE ... INTO STRICT.
    case 'P0002':
    case 'P0003':
      return new LedgerInputError(`The cause statement must return exactly one row (${text})`);
    default:
      return null;
  }
}

function validatePosting(transfers: CausedTransferInput[], causeOptional: boolean): void {
  if (transfers.length === 0) throw new LedgerInputError('A posting needs at least one transfer');
  if (transfers.length > MAX_TRANSFERS_PER_POSTING) {
    throw new LedgerInputError(`A posting holds at most ${MAX_TRANSFERS_PER_POSTING} transfers`);
  }
  const keys = new Set<string>();
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0) {
      throw new LedgerInputError(`Transfer ${t.idempotencyKey}: amount must be a positive integer of minor units`);
    }
    if (!Number.isSafeInteger(t.fromAccountId) || !Number.isSafeInteger(t.toAccountId)) {
      throw new LedgerInputError(`Transfer ${t.idempotencyKey}: account ids must be integers`);
    }
    if (t.fromAccountId === t.toAccountId) throw new LedgerInputError(`Transfer ${t.idempotencyKey}: same account twice`);
    if (!isCurrency(t.currency)) throw new LedgerInputError(`Transfer ${t.idempotencyKey}: unknown currency`);
    if (!(TRANSFER_KINDS as readonly string[]).includes(t.kind)) {
      throw new LedgerInputError(`Transfer ${t.idempotencyKey}: unknown kind ${t.kind}`);
    }
    if (!t.idempotencyKey || t.idempotencyKey.length > 200) throw new LedgerInputError('Idempotency key must be 1-200 chars');
    if (!(causeOptional && t.causeRef === undefined) && (!t.causeRef || t.causeRef.length > 200)) {
      throw new LedgerInputError('Cause reference must be 1-200 chars');
    }
    if (keys.has(t.idempotencyKey)) throw new LedgerInputError(`Idempotency key ${t.idempotencyKey} repeated in one posting`);
    keys.add(t.idempotencyKey);
  }
}
