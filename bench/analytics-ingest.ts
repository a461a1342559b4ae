/**
 * The analytics ingest under a burst: 10,000 events in batches of 100 (the web client's batch max), sent with a few
 * in flight at once against the api on PGlite through app.inject. Prints events/s, the p50/p99 of a batch, and
 * whether every event was stored (rows counted). Run: npx tsx bench/analytics-ingest.ts [events] [concurrency]
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_RATE_LIMITS } from '../server/config';
import { countStoredEvents } from '../server/modules/analytics/service';
import { createTestApp } from '../server/test/test-app';

const EVENTS = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const BATCH = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  // One client address sends the whole burst: its limit is raised so the bench measures the store, not the limiter.
  const t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, analyticsIngestIp: { limit: 1_000_000, windowS: 60 } } });
  const batches = Array.from({ length: Math.ceil(EVENTS / BATCH) }, (_, b) => ({
    session_id: `bench-session-${b % 50}`,
    user_id: b % 3 === 0 ? null : b + 1,
    events: Array.from({ length: Math.min(BATCH, EVENTS - b * BATCH) }, (_, i) => ({
      name: i % 2 ? 'page_view' : 'footer_click',
      data: { path: `/games/${i}`, batch: b },
      at_ms: Date.now(),
    })),
  }));
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        const sentAt = performance.now();
        const reply = await t.app.inject({ method: 'POST', url: '/api/v2/analytics/events', payload: batch, remoteAddress: '10.9.9.9' });
        latencies.push(performance.now() - sentAt);
        if (reply.statusCode !== 202) failed += 1;
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const stored = await countStoredEvents(t.testDb.db);
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        events: EVENTS,
        batches: batches.length,
        concurrency: CONCURRENCY,
        eventsPerS: Math.round(EVENTS / elapsedS),
        batchP50Ms: Number(percentile(latencies, 50).toFixed(1)),
        batchP99Ms: Number(percentile(latencies, 99).toFixed(1)),
        failedBatches: failed,
        stored,
        lost: EVENTS - stored,
      },
      null,
      2,
    ),
  );
  await t.close();
  if (stored !== EVENTS) process.exitCode = 1;
}

void main();
