export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 15_000 };

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): the exponential step, capped,
 * with "equal jitter" (half fixed, half random) so a server restart is not hit by every browser in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + random() * (step / 2));
}
