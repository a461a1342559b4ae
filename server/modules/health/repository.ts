import type { Queryable } from '../../db/db';

/** The cheapest statement the database must answer to be of use. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
