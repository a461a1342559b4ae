import type { Queryable } from './db';

/*
 * The migrator's bookkeeping (migrate.ts): schema_migrations holds each applied migration with the sha256 of its file,
 * schema_functions each applied function file with its sha256. Every statement runs in the migrator's transaction.
 */

// Several api nodes may start at once; one applies the migrations, the others wait for it.
const MIGRATION_LOCK_ID = 727_001;

/** Waits for any other node's migration run; held until the transaction ends. */
export async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
}

/** The two tables, and the checksum column databases migrated before checksums lack. */
export async function ensureBookkeeping(tx: Queryable): Promise<void> {
  await tx.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;
    CREATE TABLE IF NOT EXISTS schema_functions (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

/** A migration applied under an old file name takes its new one (unless the new one is recorded already). */
export async function renameAppliedMigration(tx: Queryable, from: string, to: string): Promise<void> {
  await tx.query(
    `UPDATE schema_migrations SET name = $2 WHERE name = $1 AND NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $2)`,
    [from, to],
  );
}

export type AppliedFile = { name: string; checksum: string | null };

export async function listAppliedMigrations(tx: Queryable): Promise<AppliedFile[]> {
  return tx.query<AppliedFile>('SELECT name, checksum FROM schema_migrations ORDER BY name');
}

/** Records the checksum of a migration applied before checksums were kept. */
export async function recordMigrationChecksum(tx: Queryable, name: string, checksum: string): Promise<void> {
  await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1 AND checksum IS NULL', [name, checksum]);
}

export async function applyMigration(tx: Queryable, name: string, sql: string, checksum: string): Promise<void> {
  await tx.exec(sql);
  await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [name, checksum]);
}

export async function listAppliedFunctions(tx: Queryable): Promise<AppliedFile[]> {
  return tx.query<AppliedFile>('SELECT name, checksum FROM schema_functions ORDER BY name');
}

/**
 * Drops every function of this name in the current schema, whatever its arguments, so that a file that changed a
 * signature leaves no old overload behind. Trigger functions are kept (their triggers depend on them, and their
 * signature never changes): the file's CREATE OR REPLACE replaces them in place.
 */
export async function dropFunctionOverloads(tx: Queryable, name: string, options: { triggers: boolean }): Promise<void> {
  const rows = await tx.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
     WHERE p.proname = $1 AND p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
       AND ($2 OR p.prorettype <> 'trigger'::regtype)`,
    [name, options.triggers],
  );
  // The signatures come from the catalog (regprocedure quotes what needs quoting), never from a file.
  for (const { signature } of rows) await tx.exec(`DROP FUNCTION ${signature}`);
}

export async function countFunctions(tx: Queryable, name: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_proc WHERE proname = $1 AND pronamespace = current_schema()::regnamespace`,
    [name],
  );
  return row.count;
}

export async function applyFunctionFile(tx: Queryable, name: string, sql: string, checksum: string): Promise<void> {
  await tx.exec(sql);
  await tx.query(
    `INSERT INTO schema_functions (name, checksum) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
    [name, checksum],
  );
}

export async function forgetFunction(tx: Queryable, name: string): Promise<void> {
  await tx.query('DELETE FROM schema_functions WHERE name = $1', [name]);
}
