/**
 * One api node as a process of its own (`node --import tsx server/test/api-node-process.ts`), so that a test can kill
 * it outright: it serves on a free port of 127.0.0.1 and prints one JSON line `{"port":N}` once it listens.
 * Environment: DATABASE_URL and TEST_SCHEMA (the test's Postgres schema).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { testConfig, testDatabaseEnv } from '../config';
import { createPostgresDb } from '../db/postgres-db';
import { createLedger } from '../ledger/ledger';

async function main(): Promise<void> {
  const { url, schema } = testDatabaseEnv();
  if (!url || !schema) throw new Error('DATABASE_URL and TEST_SCHEMA are required');
  const db = createPostgresDb({ url, poolMax: 5, searchPath: schema });
  const config = testConfig({ restrictedCountries: ['US'] });
  const app = await buildApp({ config, db, ledger: createLedger(db, { houseShards: config.houseAccountShards }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
