import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { testConfig, type Config } from '../config';
import { createLedger, type Ledger } from '../ledger/ledger';
import { seedRedirects } from '../modules/redirects/service';
import { createTestDb, type TestDb } from './test-db';

export type TestApp = { app: FastifyInstance; testDb: TestDb; ledger: Ledger; config: Config; close(): Promise<void> };

export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'limiter' | 'mailer' | 'sms' | 'captcha' | 'realtimeGames' | 'realtimeNamespace' | 'feed' | 'casinoPost'> = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = testConfig({ houseAccountShards: 4, ...overrides });
  const ledger = createLedger(testDb.db, { houseShards: config.houseAccountShards });
  await seedRedirects(testDb.db);
  const app = await buildApp({ config, db: testDb.db, ledger, ...deps });
  return {
    app,
    testDb,
    ledger,
    config,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
