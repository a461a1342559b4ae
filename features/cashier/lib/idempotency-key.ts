import { readApiFailure } from '@/lib/api/validation-errors';

/** A v4 UUID. crypto.randomUUID exists only on secure pages; getRandomValues everywhere (a LAN address on http too). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
