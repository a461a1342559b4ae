import { performance } from 'node:perf_hooks';
import type { Queryable } from '../db/db';
import { LedgerBusyError } from './errors';
import { callLedgerPostBatch, type PostingFailure, type PostingRequest } from './batch-repository';
import type { PostingRow } from './repository';

export type BatcherOptions = {
  /** Postings per round trip; ledger_post_batch takes at most 64. */
  maxPostings: number;
  /** Transfers per round trip: the batch's fast path is one ledger_post call, which takes at most 500. */
  maxTransfers: number;
  /** Batches running at once, a hard cap: more wait in the queue (each of them up to maxPostings). */
  maxInFlight: number;
  /** Postings waiting for a batch; beyond them a posting is refused at once with LedgerBusyError (api: 503). */
  maxQueued: number;
  /** The batch transaction's lock_timeout; null leaves the session's. */
  lockTimeoutMs: number | null;
  /** Told of every batch once its statement has answered (a bench's figures: where a posting's time goes). */
  onBatch?: (figures: BatchFigures) => void;
};

/** One batch: its size, how long its oldest posting queued before it went out, and its statement's round trip. */
export type BatchFigures = { postings: number; transfers: number; queuedMs: number; statementMs: number; inFlight: number };

export type PostingResult = { rows: PostingRow[]; cause: Record<string, unknown> | null };

type Pending = {
  request: PostingRequest;
  submittedAt: number;
  resolve: (result: PostingResult) => void;
  reject: (error: unknown) => void;
};

/** A deadlock or serialisation failure rolled the work back: retrying it alone is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit for postings made outside a caller's transaction. Callers queue; a batch goes out at once when a
 * slot is free (so a caller alone waits for one round trip, no timer), and while batches are in flight the queue
 * grows into the next one. Each caller gets its own posting's result or error.
 * Batches in flight never share an account: a batch locks all of its accounts first, so one that shared an account
 * with a batch in flight would wait for that batch's commit anyway, holding its other locks meanwhile. A posting
 * touching an account of a batch in flight waits in the queue for a later batch instead, and so do the postings
 * queued behind it on any of its accounts: an account's postings still go in the order they were made.
 */
export function createPostingBatcher(db: Queryable, options: BatcherOptions) {
  const { maxPostings, maxTransfers, maxInFlight, maxQueued, lockTimeoutMs, onBatch } = options;
  if (!(maxPostings >= 1 && maxPostings <= 64 && maxTransfers >= 1 && maxTransfers <= 500 && maxInFlight >= 1 && maxQueued >= 1)) {
    throw new Error(`Posting batcher options out of range: ${JSON.stringify(options)}`);
  }
  let queue: Pending[] = [];
  let inFlight = 0;
  let pumpScheduled = false;
  let closed = false;
  const idleWaiters: (() => void)[] = [];
  /** Accounts locked by the batches in flight. */
  const busy = new Set<number>();

  /** The next batch: queued postings in order, leaving those that touch a busy account (and the ones queued behind them on it). */
  const take = (): Pending[] => {
    const batch: Pending[] = [];
    const waiting: Pending[] = [];
    const blocked = new Set(busy);
    let transfers = 0;
    let next = 0;
    for (; next < queue.length && batch.length < maxPostings; next += 1) {
      const pending = queue[next];
      const size = pending.request.transfers.length;
      if (batch.length > 0 && transfers + size > maxTransfers) break;
      const accounts = accountsOf(pending.request);
      if (accounts.some((id) => blocked.has(id))) {
        accounts.forEach((id) => blocked.add(id));
        waiting.push(pending);
      } else {
        batch.push(pending);
        transfers += size;
      }
    }
    queue = waiting.concat(queue.slice(next));
    return batch;
  };

  const pump = () => {
    pumpScheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = take();
      // Everything queued waits for an account of a batch in flight: its end pumps again.
      if (batch.length === 0) return;
      const accounts = batch.flatMap((pending) => accountsOf(pending.request));
      accounts.forEach((id) => busy.add(id));
      inFlight += 1;
      void flush(batch).finally(() => {
        accounts.forEach((id) => busy.delete(id));
        inFlight -= 1;
        if (queue.length > 0) pump();
        else if (inFlight === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
      });
    }
  };

  const flush = async (batch: Pending[]): Promise<void> => {
    let outcomes;
    const startedAt = performance.now();
    try {
      outcomes = await callLedgerPostBatch(
        db,
        batch.map((pending) => pending.request),
        lockTimeoutMs,
      );
      onBatch?.({
        postings: batch.length,
        transfers: batch.reduce((sum, pending) => sum + pending.request.transfers.length, 0),
        queuedMs: startedAt - Math.min(...batch.map((pending) => pending.submittedAt)),
        statementMs: performance.now() - startedAt,
        inFlight,
      });
    } catch (error) {
      // One after another: the retries stay inside this batch's in-flight slot.
      if (RETRYABLE.has(sqlState(error))) for (const pending of batch) await postAlone(pending);
      else batch.forEach((pending) => pending.reject(error));
      return;
    }
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.ok) batch[i].resolve({ rows: outcome.rows, cause: outcome.cause });
      else if (RETRYABLE.has(outcome.failure.code)) await postAlone(batch[i]);
      else batch[i].reject(failureError(outcome.failure));
    }
  };

  /** Once more, in a batch of its own (still locking its accounts before its cause row, as every batch does). */
  const postAlone = async (pending: Pending): Promise<void> => {
    try {
      const [outcome] = await callLedgerPostBatch(db, [pending.request], lockTimeoutMs);
      if (outcome.ok) pending.resolve({ rows: outcome.rows, cause: outcome.cause });
      else pending.reject(failureError(outcome.failure));
    } catch (error) {
      pending.reject(error);
    }
  };

  return {
    submit(request: PostingRequest): Promise<PostingResult> {
      if (closed) return Promise.reject(new Error('The ledger is closed'));
      if (queue.length >= maxQueued) return Promise.reject(new LedgerBusyError('The ledger queue is full'));
      return new Promise<PostingResult>((resolve, reject) => {
        queue.push({ request, submittedAt: performance.now(), resolve, reject });
        if (!pumpScheduled) {
          pumpScheduled = true;
          queueMicrotask(pump);
        }
      });
    },

    /** Batches in flight and postings queued, for tests and metrics. */
    load: () => ({ inFlight, queued: queue.length }),

    /** Refuses new postings and waits until every queued and in-flight posting has its outcome. */
    close(): Promise<void> {
      closed = true;
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type PostingBatcher = ReturnType<typeof createPostingBatcher>;

function accountsOf(request: PostingRequest): number[] {
  return request.transfers.flatMap((transfer) => [transfer.fromAccountId, transfer.toAccountId]);
}

function sqlState(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';
}

/** The refusal as the error a single statement would have raised (code, detail), for the ledger's error mapping. */
function failureError(failure: PostingFailure): Error {
  return Object.assign(new Error(failure.message), { code: failure.code, detail: failure.detail ?? undefined });
}
