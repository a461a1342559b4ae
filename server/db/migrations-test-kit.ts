import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Queryable } from './db';
import { RENAMED_MIGRATIONS } from './migrate';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));

/** The last migration main had before function files, checksums and unique numbers (issue 24). */
export const LAST_LEGACY_MIGRATION = 19;

export const numberOf = (file: string) => Number(file.slice(0, 3));

/**
 * What the migrator of main before issue 24 did to a database: the migrations up to LAST_LEGACY_MIGRATION under their
 * names of then (the second 011 among them), in name order, recorded by name only; no function files. Their
 * contents are today's files, which a checksum keeps from changing.
 */
export async function applyLegacyMigrations(q: Queryable): Promise<string[]> {
  const oldNames = new Map(Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .map((name) => ({ name: oldNames.get(name) ?? name, file: name }))
    .filter(({ name }) => numberOf(name) <= LAST_LEGACY_MIGRATION)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  await q.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const { name, file } of files) {
    await q.exec(readFileSync(MIGRATIONS_DIR + file, 'utf8'));
    await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
  return files.map(({ name }) => name);
}

/**
 * The database's shape as pg_catalog tells it, schema names taken out (the Postgres suites give each database a
 * schema of its own): columns with their types and defaults, constraints, indexes, triggers, domains and the full
 * definition of every function. Rows of the bookkeeping tables are not part of it.
 */
export async function describeSchema(q: Queryable): Promise<Record<string, string[]>> {
  const [{ schema }] = await q.query<{ schema: string }>('SELECT current_schema() AS schema');
  const unqualified = (text: string) => text.split(`${schema}.`).join('');
  const list = async (sql: string) => (await q.query<{ item: string }>(sql)).map(({ item }) => unqualified(item)).sort();
  const here = `n.nspname = current_schema()`;
  return {
    columns: await list(`SELECT concat_ws(' ', table_name, column_name, data_type, domain_name, is_nullable, column_default) AS item
                         FROM information_schema.columns WHERE table_schema = current_schema()`),
    constraints:
      await list(`SELECT concat_ws(' ', coalesce(nullif(c.conrelid, 0)::regclass::text, t.typname), c.conname, pg_get_constraintdef(c.oid)) AS item
                             FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace LEFT JOIN pg_type t ON t.oid = c.contypid
                             WHERE ${here}`),
    indexes: await list(`SELECT indexdef AS item FROM pg_indexes WHERE schemaname = current_schema()`),
    triggers: await list(`SELECT pg_get_triggerdef(tg.oid) AS item FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
                          JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${here} AND NOT tg.tgisinternal`),
    domains: await list(`SELECT concat_ws(' ', t.typname, format_type(t.typbasetype, t.typtypmod)) AS item
                         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${here} AND t.typtype = 'd'`),
    functions: await list(`SELECT pg_get_functiondef(p.oid) AS item FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                           WHERE ${here} AND p.prokind = 'f'`),
  };
}
