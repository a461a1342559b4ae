import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';
import {
  applyFunctionFile,
  applyMigration,
  countFunctions,
  dropFunctionOverloads,
  ensureBookkeeping,
  forgetFunction,
  listAppliedFunctions,
  listAppliedMigrations,
  lockMigrations,
  recordMigrationChecksum,
  renameAppliedMigration,
} from './migration-repository';

/*
 * The database's shape (docs/database.md): versioned migrations (migrations/NNN_name.sql), applied once each in
 * number order and never changed after, then the current definition of each SQL function (functions/<name>.sql),
 * applied whenever its file changed. All in one transaction under the migration lock.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
const FUNCTION_FILE = /^[a-z][a-z0-9_]*\.sql$/;

/**
 * Migrations applied under another file name. Two migrations were numbered 011 until issue 24; the second one
 * (sorted by name) took the first free number, 021. A database that applied it as 011_... is recorded under the new
 * name, so it is not run again.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '011_ledger_post_batch_refusals.sql': '021_ledger_post_batch_refusals.sql',
};

/** The migration files cannot be applied: a changed applied migration, a failing file. The api does not start. */
export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export type MigrateOptions = { migrationsDir?: string; functionsDir?: string };
export type MigrateResult = { migrations: string[]; functions: string[] };

type SqlFile = { name: string; sql: string; checksum: string };

/** The sha256 of a file's text, its line endings read as \n (a checkout's line endings change no migration). */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

function readSqlFiles(dir: string, pattern: RegExp): SqlFile[] {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(dir + name, 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

/**
 * Brings the database to the files' shape: renames applied migrations (RENAMED_MIGRATIONS), refuses to go on when an
 * applied migration's file changed (naming each), records the checksums an older migrator did not keep, applies the
 * pending migrations, then the function files. Returns the file names it applied.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrationsDir = withSlash(options.migrationsDir ?? MIGRATIONS_DIR);
  const functionsDir = withSlash(options.functionsDir ?? FUNCTIONS_DIR);
  const migrations = readSqlFiles(migrationsDir, MIGRATION_FILE);
  const functions = readSqlFiles(functionsDir, FUNCTION_FILE);
  return db.transaction(async (tx) => {
    await lockMigrations(tx);
    await ensureBookkeeping(tx);
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) await renameAppliedMigration(tx, from, to);
    const applied = new Map((await listAppliedMigrations(tx)).map((row) => [row.name, row.checksum]));

    const changed = migrations.filter(({ name, checksum }) => typeof applied.get(name) === 'string' && applied.get(name) !== checksum);
    if (changed.length > 0) {
      throw new MigrationError(
        `Applied migrations changed: ${changed.map(({ name }) => `${migrationsDir}${name}`).join(', ')}. ` +
          'A migration this database has applied never changes (its sha256 is recorded in schema_migrations): ' +
          'restore the file and make the change in a new migration.',
      );
    }
    for (const { name, checksum } of migrations) {
      if (applied.get(name) === null) await recordMigrationChecksum(tx, name, checksum);
    }

    const pending = migrations.filter(({ name }) => !applied.has(name));
    for (const file of pending) {
      await runFile(`${migrationsDir}${file.name}`, () => applyMigration(tx, file.name, file.sql, file.checksum));
    }
    // A migration may drop or replace a function; after any, every function file is applied again.
    const appliedFunctions = await applyFunctionFiles(tx, functionsDir, functions, { all: pending.length > 0 });
    return { migrations: pending.map(({ name }) => name), functions: appliedFunctions };
  });
}

/**
 * Each function file whose checksum differs from the one recorded (or every file, with all): every function of its
 * name is dropped, then the file creates it as it is now. A function whose file was removed is dropped.
 */
async function applyFunctionFiles(tx: Queryable, dir: string, files: SqlFile[], options: { all: boolean }): Promise<string[]> {
  const recorded = new Map((await listAppliedFunctions(tx)).map((row) => [row.name, row.checksum]));
  const named = new Set(files.map(({ name }) => functionNameOf(name)));
  for (const name of recorded.keys()) {
    if (named.has(name)) continue;
    await runFile(`${dir}${name}.sql (removed)`, async () => {
      await dropFunctionOverloads(tx, name, { triggers: true });
      await forgetFunction(tx, name);
    });
  }
  const due = files.filter((file) => options.all || recorded.get(functionNameOf(file.name)) !== file.checksum);
  for (const file of due) {
    const name = functionNameOf(file.name);
    await runFile(`${dir}${file.name}`, async () => {
      await dropFunctionOverloads(tx, name, { triggers: false });
      await applyFunctionFile(tx, name, file.sql, file.checksum);
      if ((await countFunctions(tx, name)) === 0) throw new Error(`it creates no function named ${name}`);
    });
  }
  return due.map(({ name }) => name);
}

const functionNameOf = (file: string) => file.slice(0, -'.sql'.length);
const withSlash = (dir: string) => (dir.endsWith('/') ? dir : `${dir}/`);

async function runFile(path: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw new MigrationError(`${path} failed: ${(error as Error).message}`, { cause: error });
  }
}
