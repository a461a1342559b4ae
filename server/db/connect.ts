import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

/** DATABASE_URL selects a real Postgres; without it the embedded PGlite under DATA_DIR. */
export async function connectDb(config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPostgresDb({ url: config.databaseUrl, poolMax: config.databasePoolMax });
  return createPgliteDb(path.resolve(config.dataDir, 'pglite'));
}
