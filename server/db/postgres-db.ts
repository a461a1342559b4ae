import pg from 'pg';
import type { Db, DbSession, Queryable } from './db';

export type PostgresOptions = { url: string; poolMax: number; searchPath?: string };

export function createPostgresDb(options: PostgresOptions): Db {
  const connection = { connectionString: options.url, options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined };
  const pool = new pg.Pool({ ...connection, max: options.poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  let inFlight = 0;
  let closed = false;
  let drained: (() => void) | null = null;

  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    if (closed) throw new Error('Database is closed');
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
      if (inFlight === 0 && drained) drained();
    }
  };

  // Parameterised statements are prepared once per connection: the ledger's posting statement is large and
  // planning it on every bet would cost more than running it.
  const statementNames = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = statementNames.get(text);
    if (!name) {
      name = `s${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    return name;
  };

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const result = params ? await client.query({ name: nameOf(text), text, values: params }) : await client.query(text);
      return result.rows as Row[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  const direct = wrap(pool);

  return {
    kind: 'postgres',
    query: (text, params) => track(() => direct.query(text, params)),
    exec: (text) => track(() => direct.exec(text)),
    transaction: (fn) =>
      track(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackError) {
            broken = rollbackError as Error;
          }
          throw error;
        } finally {
          client.release(broken);
        }
      }),
    openSession: () => openSession(connection),
    async close() {
      if (closed) return;
      closed = true;
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await pool.end();
    },
  };
}

async function openSession(connection: pg.ClientConfig): Promise<DbSession> {
  const client = new pg.Client({ ...connection, keepAlive: true });
  let ended = false;
  let lost: ((error: Error) => void) | null = null;
  const loseOnce = (error: Error) => {
    if (ended) return;
    ended = true;
    lost?.(error);
  };
  client.on('error', loseOnce);
  client.on('end', () => loseOnce(new Error('The session connection ended')));
  await client.connect();
  return {
    async query<Row>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as Row[];
    },
    async exec(text: string) {
      await client.query(text);
    },
    onLost: (listener) => {
      lost = listener;
    },
    async close() {
      if (ended) return;
      ended = true;
      await client.end().catch(() => undefined);
    },
  };
}
