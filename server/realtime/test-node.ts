/**
 * One api node for the multi-node tests, run as its own process (`npx tsx server/realtime/test-node.ts`) so that a
 * test can kill it outright. It serves on a free port, leads crash when it can, and prints one JSON line when it leads.
 * Environment: DATABASE_URL, TEST_SCHEMA, REDIS_URL, REALTIME_NAMESPACE, CRASH_CONFIG (JSON, part of CrashConfig).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createPostgresDb } from '../db/postgres-db';
import { createCrashGame } from '../games/crash';
import { createLedger } from '../ledger/ledger';
import { TEST_NODE_SHARDS } from './test-kit';

async function main(): Promise<void> {
  const env = process.env;
  const db = createPostgresDb({ url: env.DATABASE_URL!, poolMax: 5, searchPath: env.TEST_SCHEMA });
  const ledger = createLedger(db, { houseShards: TEST_NODE_SHARDS });
  const base = testConfig();
  const config = testConfig({
    redisUrl: env.REDIS_URL!,
    houseAccountShards: TEST_NODE_SHARDS,
    realtime: { ...base.realtime, leaderRetryMs: 200 },
  });
  const game = createCrashGame({ db, ledger, config: JSON.parse(env.CRASH_CONFIG ?? '{}') });
  const app = await buildApp({ config, db, ledger, realtimeGames: [game], realtimeNamespace: env.REALTIME_NAMESPACE });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.realtime.start();
  while (!app.realtime.isLeading('crash')) await new Promise((resolve) => setTimeout(resolve, 20));
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port, leading: true })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
