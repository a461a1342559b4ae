import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/** PGlite has one connection: every query and transaction waits its turn here. */
class Queue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
  drain(): Promise<unknown> {
    return this.tail;
  }
}

/** dataDir null keeps the database in memory (tests); loadDataDir starts it from a dump (dumpDataDir's tarball). */
export async function createPgliteDb(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  return (await openPglite(dataDir, options)).db;
}

/** The database and its PGlite instance (what dumps its data directory). */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<{ db: Db; pglite: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  return { db: wrapPglite(pglite), pglite };
}

function wrapPglite(pglite: PGlite): Db {
  const queue = new Queue();
  let closed = false;

  const direct: Queryable = {
    async query<Row>(text: string, params?: unknown[]) {
      const result = await pglite.query<Row>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await pglite.exec(text);
    },
  };

  const guard = () => {
    if (closed) throw new Error('Database is closed');
  };

  return {
    kind: 'pglite',
    query: async (text, params) => {
      guard();
      return queue.run(() => direct.query(text, params));
    },
    exec: async (text) => {
      guard();
      return queue.run(() => direct.exec(text));
    },
    transaction: async (fn) => {
      guard();
      return queue.run(async () => {
        await pglite.exec('BEGIN');
        try {
          const result = await fn(direct);
          await pglite.exec('COMMIT');
          return result;
        } catch (error) {
          await pglite.exec('ROLLBACK');
          throw error;
        }
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue.drain();
      await pglite.close();
    },
  };
}
