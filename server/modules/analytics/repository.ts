import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';

/** All SQL of the analytics events. */

export type EventRow = { sessionId: string; userId: number | null; name: string; data: string; occurredAt: Date; clientIp: string | null };

/** Every row of a batch in one statement: one array per column, unnested together. */
export async function insertEvents(q: Queryable, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO analytics_events (session_id, user_id, name, data, occurred_at, client_ip)
     SELECT s, u, n, d::jsonb, o, i FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::text[])
       AS t(s, u, n, d, o, i)`,
    [
      rows.map((row) => row.sessionId),
      rows.map((row) => row.userId),
      rows.map((row) => row.name),
      rows.map((row) => row.data),
      rows.map((row) => row.occurredAt.toISOString()),
      rows.map((row) => row.clientIp),
    ],
  );
}

export async function countEvents(q: Queryable, sessionId?: string): Promise<number> {
  const rows = await q.query<{ count: unknown }>(
    'SELECT count(*) AS count FROM analytics_events WHERE $1::text IS NULL OR session_id = $1',
    [sessionId ?? null],
  );
  return toSafeInteger(rows[0].count);
}
