import type { Queryable } from '../db/db';
import { callLedgerPostBatch, type PostingFailure, type PostingRequest } from './batch-repository';
import type { PostingRow } from './repository';

export type BatcherOptions = {
  /** Postings per round trip; ledger_post_batch takes at most 64. */
  maxPostings: number;
  /** Transfers per round trip: the batch's fast path is one ledger_post call, which takes at most 500. */
  maxTransfers: number;
  /** Batches running at once; more wait in the queue and grow (a full batch is sent anyway). */
  maxInFlight: number;
};

export type PostingResult = { rows: PostingRow[]; cause: Record<string, unknown> | null };

type Pending = { request: PostingRequest; resolve: (result: PostingResult) => void; reject: (error: unknown) => void };

/** A deadlock or serialisation failure rolled the work back: retrying it alone is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit for postings made outside a caller's transaction. Callers queue; a batch goes out at once when a
 * slot is free (so a caller alone waits for one round trip, no timer), and while batches are in flight the queue
 * grows into the next one. Each caller gets its own posting's result or error.
 */
export function createPostingBatcher(db: Queryable, options: BatcherOptions) {
  const { maxPostings, maxTransfers, maxInFlight } = options;
  if (!(maxPostings >= 1 && maxPostings <= 64 && maxTransfers >= 1 && maxTransfers <= 500 && maxInFlight >= 1)) {
    throw new Error(`Posting batcher options out of range: ${JSON.stringify(options)}`);
  }
  const queue: Pending[] = [];
  let queuedTransfers = 0;
  let inFlight = 0;
  let pumpScheduled = false;
  let closed = false;
  const idleWaiters: (() => void)[] = [];

  const full = () => queue.length >= maxPostings || queuedTransfers >= maxTransfers;

  const take = (): Pending[] => {
    let count = 0;
    let transfers = 0;
    while (count < queue.length && count < maxPostings) {
      const size = queue[count].request.transfers.length;
      if (count > 0 && transfers + size > maxTransfers) break;
      transfers += size;
      count += 1;
    }
    queuedTransfers -= transfers;
    return queue.splice(0, count);
  };

  const pump = () => {
    pumpScheduled = false;
    while (queue.length > 0 && (inFlight < maxInFlight || full())) {
      const batch = take();
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) pump();
        else if (inFlight === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
      });
    }
  };

  const flush = async (batch: Pending[]): Promise<void> => {
    let outcomes;
    try {
      outcomes = await callLedgerPostBatch(
        db,
        batch.map((pending) => pending.request),
      );
    } catch (error) {
      if (RETRYABLE.has(sqlState(error))) await Promise.all(batch.map(postAlone));
      else batch.forEach((pending) => pending.reject(error));
      return;
    }
    await Promise.all(
      outcomes.map((outcome, i) => {
        if (outcome.ok) return batch[i].resolve({ rows: outcome.rows, cause: outcome.cause });
        if (RETRYABLE.has(outcome.failure.code)) return postAlone(batch[i]);
        return batch[i].reject(failureError(outcome.failure));
      }),
    );
  };

  /** Once more, in a batch of its own (still locking its accounts before its cause row, as every batch does). */
  const postAlone = async (pending: Pending): Promise<void> => {
    try {
      const [outcome] = await callLedgerPostBatch(db, [pending.request]);
      if (outcome.ok) pending.resolve({ rows: outcome.rows, cause: outcome.cause });
      else pending.reject(failureError(outcome.failure));
    } catch (error) {
      pending.reject(error);
    }
  };

  return {
    submit(request: PostingRequest): Promise<PostingResult> {
      if (closed) return Promise.reject(new Error('The ledger is closed'));
      return new Promise<PostingResult>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        queuedTransfers += request.transfers.length;
        if (!pumpScheduled) {
          pumpScheduled = true;
          queueMicrotask(pump);
        }
      });
    },

    /** Refuses new postings and waits until every queued and in-flight posting has its outcome. */
    close(): Promise<void> {
      closed = true;
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type PostingBatcher = ReturnType<typeof createPostingBatcher>;

function sqlState(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';
}

/** The refusal as the error a single statement would have raised (code, detail), for the ledger's error mapping. */
function failureError(failure: PostingFailure): Error {
  return Object.assign(new Error(failure.message), { code: failure.code, detail: failure.detail ?? undefined });
}
