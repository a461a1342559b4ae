/** Anything that runs SQL: the database itself or an open transaction. Repositories take one of these. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/** A connection of its own, outside the pool: session state (an advisory lock) lives and dies with it. */
export interface DbSession extends Queryable {
  /** Called once if the connection fails or ends before close(). */
  onLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. Never call the outer db from inside fn. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Postgres only (PGlite has one connection, shared by everything). Not closed by close(): its opener closes it. */
  openSession?(): Promise<DbSession>;
  /** Waits for work in flight, then releases connections. */
  close(): Promise<void>;
}

/** Postgres bigint arrives as a string (pg) or a number/bigint (PGlite); parse it deliberately. */
export function toSafeInteger(value: unknown, what = 'value'): number {
  const number = typeof value === 'number' ? value : typeof value === 'bigint' || typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || (typeof value === 'string' && !/^-?\d+$/.test(value))) {
    throw new Error(`${what} is not a safe integer: ${String(value)}`);
  }
  return number;
}
