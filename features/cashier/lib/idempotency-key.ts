import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { readApiFailure } from '@/lib/api/validation-errors';

/**
 * The api may not have run a request whose answer never came, or that it asks to repeat (5xx, 429, or 409 while the
 * first is still running): sending the same attempt again must carry the same key, so it runs at most once.
 * Any other answer is final for that key.
 */
export function isRetryableFailure(error: unknown): boolean {
  const { status } = readApiFailure(error);
  return status === null || status >= 500 || status === 429 || status === 409;
}

/**
 * One key per submission attempt: the same request (same fingerprint) sent again after a retryable failure reuses it;
 * a changed request, or one after a final answer, gets a new one.
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() };
      return current.key;
    },
    /** Call with the outcome: nothing (a success) or the failure. */
    settle(error?: unknown): void {
      if (error === undefined || !isRetryableFailure(error)) current = null;
    },
  };
}
