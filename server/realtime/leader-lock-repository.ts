import type { Queryable } from '../db/db';

/* The session-level advisory lock of a leader (leader-lock.ts), on a connection of the lock's own. */

/** Takes the lock if no other session holds it; whether this session holds it now. */
export async function tryAdvisoryLock(session: Queryable, key: string): Promise<boolean> {
  const rows = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
  return rows[0]?.locked === true;
}

/** Resolves when the session's connection answers. */
export async function pingSession(session: Queryable): Promise<void> {
  await session.query('SELECT 1');
}

export async function releaseAdvisoryLock(session: Queryable, key: string): Promise<void> {
  await session.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
}
