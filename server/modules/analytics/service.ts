import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { countEvents, insertEvents } from './repository';

export type AnalyticsDeps = { db: Db; limiter: RateLimiter; ingestRule: RateLimitRule };

export type IngestBatch = {
  sessionId: string;
  userId: number | null;
  events: { name: string; data: Record<string, unknown>; atMs: number }[];
};

/**
 * Stores a batch (at most 100 events) in one INSERT before answering, so an accepted event is never lost to a
 * restart; each client address may send a bounded number of batches a minute.
 */
export async function ingestEvents(deps: AnalyticsDeps, batch: IngestBatch, clientIp: string | null): Promise<number> {
  await enforceRateLimits(deps.limiter, [{ key: `analytics:ip:${clientIp ?? 'unknown'}`, rule: deps.ingestRule }]);
  await insertEvents(
    deps.db,
    batch.events.map((event) => ({
      sessionId: batch.sessionId,
      userId: batch.userId,
      name: event.name,
      data: JSON.stringify(event.data),
      occurredAt: new Date(event.atMs),
      clientIp,
    })),
  );
  return batch.events.length;
}

export function countStoredEvents(db: Db, sessionId?: string): Promise<number> {
  return countEvents(db, sessionId);
}
