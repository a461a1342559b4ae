import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate';
import { createPgliteDb, openPglite } from '../db/pglite-db';

/*
 * Every test file on the embedded database used to start PGlite empty (initdb) and migrate it: about 2.5 s of one
 * core per file. The suite's global set-up (tests/setup/pglite-template.ts) migrates once and dumps the data
 * directory; each file then starts from that dump. The dump's name is a hash of the migrations, the SQL functions
 * and the migration code, so a changed schema never loads an old dump.
 */

const DB_DIR = fileURLToPath(new URL('../db/', import.meta.url));

function schemaHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations', 'functions']) {
    for (const file of readdirSync(join(DB_DIR, dir)).sort()) hash.update(`${dir}/${file}\n`).update(readFileSync(join(DB_DIR, dir, file)));
  }
  for (const file of ['migrate.ts', 'migration-repository.ts']) hash.update(readFileSync(join(DB_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

export const templatePath = (): string => join(tmpdir(), `casino-pglite-migrated-${schemaHash()}.tar`);

/** Writes the migrated dump when there is none for this schema yet (atomically: parallel runs may race). */
export async function ensureMigratedTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  const { db, pglite } = await openPglite(null);
  await migrate(db);
  await db.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/** A migrated in-memory database: from the dump when the global set-up wrote one, else migrated here. */
export async function createMigratedPglite() {
  const path = templatePath();
  if (existsSync(path)) return createPgliteDb(null, { loadDataDir: new Blob([readFileSync(path)]) });
  const db = await createPgliteDb(null);
  await migrate(db);
  return db;
}
