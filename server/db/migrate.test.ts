import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { checksumOf, migrate, MigrationError, RENAMED_MIGRATIONS } from './migrate';
import {
  applyLegacyMigrations,
  describeSchema,
  FUNCTIONS_DIR,
  LAST_LEGACY_MIGRATION,
  MIGRATIONS_DIR,
  numberOf,
} from './migrations-test-kit';

const opened: TestDb[] = [];
const temporary: string[] = [];

async function emptyDb(): Promise<TestDb> {
  const testDb = await createTestDb({ migrated: false });
  opened.push(testDb);
  return testDb;
}

function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-'));
  temporary.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((testDb) => testDb.close()));
});
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('a database migrated from nothing and one migrated before issue 24', () => {
  it('end with the same schema: tables, constraints, indexes, triggers, domains and every function', async () => {
    const fresh = await emptyDb();
    await migrate(fresh.db);
    const old = await emptyDb();
    await applyLegacyMigrations(old.db);
    await migrate(old.db);
    const expected = await describeSchema(fresh.db);
    expect(await describeSchema(old.db)).toEqual(expected);
    expect(expected.functions.length).toBe(readdirSync(FUNCTIONS_DIR).length);
  }, 120_000);

  it('the old one keeps its migrations under their new names (the second 011 is not run again) and gains their checksums', async () => {
    const { db } = await emptyDb();
    const legacy = await applyLegacyMigrations(db);
    expect(legacy).toContain('011_ledger_post_batch_refusals.sql');
    const { migrations } = await migrate(db);
    expect(migrations.every((name) => numberOf(name) > LAST_LEGACY_MIGRATION)).toBe(true);
    expect(migrations).not.toContain(RENAMED_MIGRATIONS['011_ledger_post_batch_refusals.sql']);
    const rows = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(rows).toEqual(files.map((name) => ({ name, checksum: checksumOf(readFileSync(join(MIGRATIONS_DIR, name), 'utf8')) })));
    expect(await migrate(db)).toEqual({ migrations: [], functions: [] });
  }, 120_000);
});

describe('the migration files', () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));

  it('are numbered once each', () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(files.every((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('after the function files began, create no function that has a file (its file is its one definition)', () => {
    const owned = new Set(readdirSync(FUNCTIONS_DIR).map((name) => name.replace(/\.sql$/, '')));
    const renamed = new Set(Object.values(RENAMED_MIGRATIONS));
    const offending = files
      .filter((name) => numberOf(name) > LAST_LEGACY_MIGRATION && !renamed.has(name))
      .flatMap((name) =>
        [...readFileSync(join(MIGRATIONS_DIR, name), 'utf8').matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)/gi)]
          .filter(([, fn]) => owned.has(fn.toLowerCase()))
          .map(([, fn]) => `${name}: ${fn}`),
      );
    expect(offending).toEqual([]);
  });
});

describe('the function files', () => {
  it('each hold CREATE OR REPLACE of the function they are named after, and of no other', () => {
    for (const file of readdirSync(FUNCTIONS_DIR)) {
      expect(file, 'a lowercase function name and .sql, or the migrator would skip it').toMatch(/^[a-z][a-z0-9_]*\.sql$/);
      const text = readFileSync(join(FUNCTIONS_DIR, file), 'utf8');
      const created = [...text.matchAll(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+(\w+)/gi)].map(
        ([, orReplace, name]) => `${orReplace ? 'OR REPLACE ' : ''}${name}`,
      );
      expect(created.length, file).toBeGreaterThan(0);
      expect(new Set(created), file).toEqual(new Set([`OR REPLACE ${file.replace(/\.sql$/, '')}`]));
    }
  });
});

describe('migrate', () => {
  const TABLE = '001_probe.sql';
  const tableSql = 'CREATE TABLE probe (n int);\n';

  it('refuses to go on when a migration it applied has changed, naming the file, and changes nothing', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({ [TABLE]: tableSql });
    const functions = tempDir();
    await migrate(db, { migrationsDir: migrations, functionsDir: functions });
    appendFileSync(join(migrations, TABLE), 'ALTER TABLE probe ADD COLUMN m int;\n');
    writeFileSync(join(migrations, '002_next.sql'), 'CREATE TABLE next_probe (n int);\n');
    const refused = migrate(db, { migrationsDir: migrations, functionsDir: functions });
    await expect(refused).rejects.toThrow(MigrationError);
    await expect(refused).rejects.toThrow(/001_probe\.sql/);
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE '%probe'`,
    );
    expect(tables).toEqual([{ name: 'probe' }]);
  });

  it('takes a change of line endings alone for no change', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({ [TABLE]: 'CREATE TABLE probe (n int);\nCREATE INDEX probe_n ON probe (n);\n' });
    await migrate(db, { migrationsDir: migrations, functionsDir: tempDir() });
    writeFileSync(join(migrations, TABLE), 'CREATE TABLE probe (n int);\r\nCREATE INDEX probe_n ON probe (n);\r\n');
    expect(await migrate(db, { migrationsDir: migrations, functionsDir: tempDir() })).toEqual({ migrations: [], functions: [] });
  });

  it('applies a function file again when it changed, dropping the old signature, and leaves an unchanged one alone', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({ [TABLE]: tableSql });
    const functions = tempDir({
      'probe_answer.sql': 'CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
      'probe_other.sql': 'CREATE OR REPLACE FUNCTION probe_other() RETURNS int LANGUAGE sql AS $$ SELECT 7 $$;\n',
    });
    const options = { migrationsDir: migrations, functionsDir: functions };
    expect(await migrate(db, options)).toEqual({ migrations: [TABLE], functions: ['probe_answer.sql', 'probe_other.sql'] });

    writeFileSync(
      join(functions, 'probe_answer.sql'),
      'CREATE OR REPLACE FUNCTION probe_answer(p int) RETURNS int LANGUAGE sql AS $$ SELECT p + 1 $$;\n',
    );
    expect(await migrate(db, options)).toEqual({ migrations: [], functions: ['probe_answer.sql'] });
    expect(await db.query('SELECT probe_answer(41) AS answer, probe_other() AS other')).toEqual([{ answer: 42, other: 7 }]);
    const signatures = await db.query<{ signature: string }>(
      `SELECT oid::regprocedure::text AS signature FROM pg_proc WHERE proname = 'probe_answer' AND pronamespace = current_schema()::regnamespace`,
    );
    expect(signatures).toEqual([{ signature: 'probe_answer(integer)' }]);
  });

  it('applies every function file again after a new migration, and drops a function whose file is gone', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({ [TABLE]: tableSql });
    const functions = tempDir({
      'probe_answer.sql': 'CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
      'probe_gone.sql': 'CREATE OR REPLACE FUNCTION probe_gone() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;\n',
    });
    const options = { migrationsDir: migrations, functionsDir: functions };
    await migrate(db, options);
    // A migration written the old way replaces a function that has a file: the file stays its definition.
    writeFileSync(
      join(migrations, '002_replace.sql'),
      'CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS $$ SELECT 99 $$;\n',
    );
    rmSync(join(functions, 'probe_gone.sql'));
    expect(await migrate(db, options)).toEqual({ migrations: ['002_replace.sql'], functions: ['probe_answer.sql'] });
    expect(await db.query('SELECT probe_answer() AS answer')).toEqual([{ answer: 1 }]);
    expect(
      await db.query(`SELECT proname FROM pg_proc WHERE proname = 'probe_gone' AND pronamespace = current_schema()::regnamespace`),
    ).toEqual([]);
    expect(await db.query('SELECT name FROM schema_functions ORDER BY name')).toEqual([{ name: 'probe_answer' }]);
  });

  it('replaces a trigger function in place, its trigger kept', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({
      [TABLE]: tableSql,
      '002_guard.sql':
        'CREATE FUNCTION probe_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION $m$first$m$; END $$;\n' +
        'CREATE TRIGGER probe_guard BEFORE INSERT ON probe FOR EACH ROW EXECUTE FUNCTION probe_guard();\n',
    });
    const functions = tempDir({
      'probe_guard.sql':
        'CREATE OR REPLACE FUNCTION probe_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION $m$second$m$; END $$;\n',
    });
    await migrate(db, { migrationsDir: migrations, functionsDir: functions });
    await expect(db.query('INSERT INTO probe VALUES (1)')).rejects.toThrow('second');
  });

  it('refuses a function file that creates no function of its name, naming it, and keeps what was there', async () => {
    const { db } = await emptyDb();
    const migrations = tempDir({ [TABLE]: tableSql });
    const functions = tempDir({
      'probe_answer.sql': 'CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
    });
    await migrate(db, { migrationsDir: migrations, functionsDir: functions });
    writeFileSync(
      join(functions, 'probe_answer.sql'),
      'CREATE OR REPLACE FUNCTION probe_answr() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;\n',
    );
    await expect(migrate(db, { migrationsDir: migrations, functionsDir: functions })).rejects.toThrow(
      /probe_answer\.sql failed: it creates no function named probe_answer/,
    );
    expect(await db.query('SELECT probe_answer() AS answer')).toEqual([{ answer: 1 }]);
  });

  it('lets one of two nodes starting at once apply the files; the other finds nothing to do', async () => {
    const testDb = await emptyDb();
    const migrations = tempDir({ [TABLE]: tableSql });
    const functions = tempDir({
      'probe_answer.sql': 'CREATE OR REPLACE FUNCTION probe_answer() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
    });
    const runs = await Promise.all([0, 1].map(() => migrate(testDb.db, { migrationsDir: migrations, functionsDir: functions })));
    expect(runs.map(({ migrations: applied }) => applied.length).sort()).toEqual([0, 1]);
  });
});
