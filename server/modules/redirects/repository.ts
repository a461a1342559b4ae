import type { RedirectStatus } from '@/lib/redirects';
import type { Queryable } from '../../db/db';

export type RedirectRow = { path: string; target: string; status: RedirectStatus };

export async function listRedirects(q: Queryable): Promise<RedirectRow[]> {
  const rows = await q.query<{ path: string; target: string; status_code: number }>(
    'SELECT path, target, status_code FROM route_redirects',
  );
  return rows.map((row) => ({ path: row.path, target: row.target, status: row.status_code as RedirectStatus }));
}

/** Adds rules that are not there yet; rules edited in the database are never overwritten by the seed. */
export async function insertMissingRedirects(q: Queryable, rules: RedirectRow[]): Promise<void> {
  if (rules.length === 0) return;
  await q.query(
    `INSERT INTO route_redirects (path, target, status_code)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (path) DO NOTHING`,
    [rules.map((r) => r.path), rules.map((r) => r.target), rules.map((r) => r.status)],
  );
}
