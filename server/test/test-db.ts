import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseEnv } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { createMigratedPglite } from './pglite-template';

export type TestDb = { db: Db; databaseUrl: string | null; close(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with DATABASE_URL a schema of its own on
 * that Postgres (dropped on close) so test files can run in parallel. With migrated false it is left empty.
 */
export async function createTestDb(options: { poolMax?: number; migrated?: boolean } = {}): Promise<TestDb> {
  const { url } = testDatabaseEnv();
  const migrated = options.migrated ?? true;
  if (!url) {
    const db = migrated ? await createMigratedPglite() : await createPgliteDb(null);
    return { db, databaseUrl: null, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createPostgresDb({ url, poolMax: options.poolMax ?? 10, searchPath: schema });
  if (migrated) await migrate(db);
  return {
    db,
    databaseUrl: url,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
