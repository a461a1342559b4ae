import { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';
import { TooManyRequestsError } from './errors';

export type RateLimitHit = { allowed: boolean; retryAfterS: number };

/** A fixed-window counter: every hit counts; past the limit the key is refused until its window ends. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitHit>;
  /** The key's hits in its current window, without counting one; 0 when none. */
  count(key: string): Promise<{ count: number; retryAfterS: number }>;
  close(): Promise<void>;
}

/** One process: a Map of windows, pruned when it grows. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAtMs: number }>();
  const prune = (at: number) => {
    for (const [key, window] of windows) if (window.resetAtMs <= at) windows.delete(key);
  };
  return {
    async hit(key, rule) {
      const at = now();
      if (windows.size > 50_000) prune(at);
      let window = windows.get(key);
      if (!window || window.resetAtMs <= at) {
        window = { count: 0, resetAtMs: at + rule.windowS * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= rule.limit, retryAfterS: Math.max(1, Math.ceil((window.resetAtMs - at) / 1000)) };
    },
    async count(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetAtMs <= at) return { count: 0, retryAfterS: 0 };
      return { count: window.count, retryAfterS: Math.max(1, Math.ceil((window.resetAtMs - at) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and EXPIRE in one step, so a crash between them cannot leave a counter without a window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** Shared by every api node through Redis. */
export function createRedisRateLimiter(url: string, prefix = 'rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined);
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, rule.windowS)) as [number, number];
      return { allowed: count <= rule.limit, retryAfterS: Math.max(1, ttl) };
    },
    async count(key) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .ttl(prefix + key)
        .exec()
        .then((replies) => [Number(replies?.[0]?.[1] ?? 0), Number(replies?.[1]?.[1] ?? 0)]);
      return count > 0 && ttl > 0 ? { count, retryAfterS: ttl } : { count: 0, retryAfterS: 0 };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Counts one hit on every key; refuses with the longest wait when any is over its limit. */
export async function enforceRateLimits(limiter: RateLimiter, checks: Array<{ key: string; rule: RateLimitRule }>): Promise<void> {
  const hits = await Promise.all(checks.map(({ key, rule }) => limiter.hit(key, rule)));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) throw new TooManyRequestsError(Math.max(...refused.map((hit) => hit.retryAfterS)));
}
