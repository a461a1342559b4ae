import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSqlFiles, isRepositoryName, type SqlFile } from './support/sql-files';

/*
 * DESIGN.md: a file that runs SQL is a repository (repository.ts or *-repository.ts), and only its own module imports
 * it (.dependency-cruiser.cjs). This finds every file under server/ that runs SQL under another name.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** Test code and its kits set up and inspect rows as they please. */
const TEST_SUPPORT = /\.test\.ts$|(^|\/)test-kit\.ts$|-test-kit\.ts$|^server\/test\/|^server\/realtime\/test-node\.ts$/;
/** The two Db implementations are the database itself (BEGIN, COMMIT, the search path), not users of it. */
const DRIVERS = new Set(['server/db/pglite-db.ts', 'server/db/postgres-db.ts']);

async function listTs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const misnamed = (found: SqlFile[]) =>
  found
    .filter(({ file }) => !isRepositoryName(file))
    .map(({ file, reasons }) => `${file}: ${reasons.join(', ')}`)
    .sort();

describe('SQL lives in repositories', () => {
  it('no file under server/ runs SQL unless it is named repository.ts or *-repository.ts', async () => {
    const files = (await listTs(join(root, 'server'))).filter((file) => !TEST_SUPPORT.test(file) && !DRIVERS.has(file));
    expect(misnamed(findSqlFiles(root, files))).toEqual([]);
  }, 120_000);

  describe('the check itself, on a small tree', () => {
    let fixture: string;
    let found: SqlFile[];
    const FIXTURE: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', types: [] },
      }),
      'server/db/db.ts':
        'export interface Queryable { query(text: string, params?: unknown[]): Promise<unknown[]>; exec(text: string): Promise<void> }\n' +
        'export interface Db extends Queryable { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }\n',
      'server/modules/a/repository.ts':
        "import type { Queryable } from '../../db/db';\nexport const rows = (q: Queryable) => q.query('SELECT 1');\n",
      'server/modules/a/rates-repository.ts':
        "import type { Queryable } from '../../db/db';\nexport const rates = (q: Queryable) => q.exec(`DELETE FROM rates`);\n",
      'server/modules/a/service.ts':
        "import type { Db } from '../../db/db';\nimport { rows } from './repository';\n" +
        'const DIGITS = /^\\d+$/;\n' +
        'export const serve = (db: Db, text: string) => db.transaction((tx) => rows(tx)).then(() => DIGITS.exec(text));\n',
      'server/modules/a/sneaky.ts':
        "import type { Db } from '../../db/db';\nexport const sneak = (db: Db, sql: string) => db.query(sql);\n",
      'server/modules/a/forwarder.ts':
        "import type { Db } from '../../db/db';\nexport const run = (db: Db) => db.transaction(async (tx) => tx.exec('x'));\n",
      'server/modules/a/statements.ts':
        'export const FIND = `SELECT id FROM t WHERE id = ${1}`;\nexport const label = "Select a method";\n',
    };

    beforeAll(async () => {
      fixture = await mkdtemp(join(tmpdir(), 'sql-files-'));
      for (const [path, text] of Object.entries(FIXTURE)) {
        await mkdir(dirname(join(fixture, path)), { recursive: true });
        await writeFile(join(fixture, path), text);
      }
      found = findSqlFiles(
        fixture,
        Object.keys(FIXTURE).filter((file) => file.startsWith('server/modules/')),
      );
    }, 60_000);
    afterAll(async () => {
      await rm(fixture, { recursive: true, force: true });
    });

    it('finds a query() or exec() of the database and SQL text outside a repository, and nothing else', () => {
      expect(misnamed(found)).toEqual([
        'server/modules/a/forwarder.ts: exec() at line 2',
        'server/modules/a/sneaky.ts: query() at line 2',
        'server/modules/a/statements.ts: SQL text at line 1',
      ]);
    });

    it('sees the repositories run SQL too, under their names', () => {
      expect(
        found
          .map(({ file }) => file)
          .filter(isRepositoryName)
          .sort(),
      ).toEqual(['server/modules/a/rates-repository.ts', 'server/modules/a/repository.ts']);
    });
  });
});
