/**
 * One api node of bench/crash-sockets.ts, in a process of its own: the api as main.ts builds it with the crash game
 * (a long betting phase so that a thousand players can bet), sockets limits raised for 10,000 clients, Redis when
 * REDIS_URL is set. It tells its parent its port, its memory when asked, and what it measured in a burst (IPC: 'mark'
 * starts the burst, 'figures' reads it; crash-sockets-figures.ts); it tries to lead only when told ('lead'), so that
 * the bench's clients are connected before the round opens.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createPostgresDb } from '../server/db/postgres-db';
import { createCrashGame } from '../server/games/crash';
import { createLedger } from '../server/ledger/ledger';
import { BENCH_SHARDS, type NodeMessage } from './crash-sockets-clients';
import { createBurstFigures } from './crash-sockets-figures';
import { onParentMessage } from './on-parent-message';

async function main(): Promise<void> {
  const env = process.env;
  const db = createPostgresDb({ url: env.DATABASE_URL!, poolMax: 20 });
  const burst = createBurstFigures(env.BENCH_BURST_PROF ? '/tmp/crash-sockets-prof' : null);
  const ledger = createLedger(db, { houseShards: BENCH_SHARDS, batch: { onBatch: burst.onBatch } });
  const base = testConfig();
  const config = testConfig({
    houseAccountShards: BENCH_SHARDS,
    logLevel: env.BENCH_LOG_LEVEL ?? 'silent',
    redisUrl: env.REDIS_URL ?? null,
    realtime: {
      ...base.realtime,
      maxSockets: 30_000,
      maxSocketsPerIp: 100,
      // The silent clients of the bench read but never answer pings; a bench phase is shorter than two heartbeats.
      heartbeatMs: 120_000,
      leaderRetryMs: 200,
    },
  });
  const game = createCrashGame({ db, ledger, config: { bettingMs: Number(env.BENCH_BETTING_MS ?? 30_000), crashedMs: 1_000 } });
  const app = await buildApp({ config, db, ledger, realtimeGames: [game], realtimeNamespace: env.BENCH_NAMESPACE });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: NodeMessage) => process.send?.(message);
  send({ port: (app.server.address() as AddressInfo).port });
  onParentMessage(async (message) => {
    // 'exit' ends the process normally, so that a --cpu-prof profile (BENCH_CPU_PROF) is written.
    if (message === 'exit') process.exit(0);
    if (message === 'lead') {
      app.realtime.start();
      while (!app.realtime.isLeading('crash')) await new Promise((resolve) => setTimeout(resolve, 50));
      send({ leading: true });
      return;
    }
    if (message === 'mark') return void (await burst.mark(), send({ marked: true }));
    if (message === 'figures') return void send({ figures: await burst.read() });
    const { rss, heapUsed } = process.memoryUsage();
    send({ rss, heapUsed });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
