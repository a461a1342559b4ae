import type { Queryable } from '../../db/db';

export type PostbackEvent = 'registration' | 'first_deposit';

export type PostbackConfig = { partner: string; urlTemplate: string; secret: string };

export type Postback = {
  id: number;
  partner: string;
  event: PostbackEvent;
  userId: number;
  stag: string | null;
  amountMinor: number | null;
  currency: string | null;
  status: 'pending' | 'queued' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
};

export async function upsertPostbackConfig(q: Queryable, config: PostbackConfig): Promise<void> {
  await q.query(
    `INSERT INTO attribution_postback_configs (partner, url_template, secret) VALUES ($1, $2, $3)
     ON CONFLICT (partner) DO UPDATE SET url_template = EXCLUDED.url_template, secret = EXCLUDED.secret, updated_at = now()`,
    [config.partner, config.urlTemplate, config.secret],
  );
}

export async function deletePostbackConfig(q: Queryable, partner: string): Promise<boolean> {
  const rows = await q.query(`DELETE FROM attribution_postback_configs WHERE partner = $1 RETURNING partner`, [partner]);
  return rows.length > 0;
}

export async function listPostbackConfigs(q: Queryable): Promise<Omit<PostbackConfig, 'secret'>[]> {
  const rows = await q.query<{ partner: string; url_template: string }>(
    `SELECT partner, url_template FROM attribution_postback_configs ORDER BY partner`,
  );
  return rows.map((row) => ({ partner: row.partner, urlTemplate: row.url_template }));
}

export async function findPostbackConfig(q: Queryable, partner: string): Promise<PostbackConfig | null> {
  const rows = await q.query<{ partner: string; url_template: string; secret: string }>(
    `SELECT partner, url_template, secret FROM attribution_postback_configs WHERE partner = $1`,
    [partner],
  );
  return rows[0] ? { partner: rows[0].partner, urlTemplate: rows[0].url_template, secret: rows[0].secret } : null;
}

/**
 * Writes the event's postback for every configured partner the user is attributed to: the user's partner, or the
 * part of their stag before the first underscore. Once per (partner, event, user).
 */
export async function insertPostbacks(
  q: Queryable,
  event: { event: PostbackEvent; userId: number; amountMinor: number | null; currency: string | null },
): Promise<number> {
  const rows = await q.query(
    `INSERT INTO attribution_postbacks (partner, event, user_id, stag, amount_minor, currency)
     SELECT c.partner, $1, u.user_id, u.stag, $3, $4
     FROM attribution_users u JOIN attribution_postback_configs c
       ON c.partner = u.partner OR c.partner = split_part(u.stag, '_', 1)
     WHERE u.user_id = $2
     ON CONFLICT (partner, event, user_id) DO NOTHING RETURNING id`,
    [event.event, event.userId, event.amountMinor, event.currency],
  );
  return rows.length;
}

function toPostback(row: Record<string, unknown>): Postback {
  return {
    id: Number(row.id),
    partner: row.partner as string,
    event: row.event as PostbackEvent,
    userId: Number(row.user_id),
    stag: (row.stag as string | null) ?? null,
    amountMinor: row.amount_minor === null ? null : Number(row.amount_minor),
    currency: (row.currency as string | null) ?? null,
    status: row.status as Postback['status'],
    attempts: Number(row.attempts),
    lastStatus: row.last_status === null ? null : Number(row.last_status),
  };
}

/** Pending postbacks, locked for the caller's transaction, oldest first. */
export async function claimPendingPostbacks(q: Queryable, limit: number): Promise<Postback[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT * FROM attribution_postbacks WHERE status = 'pending' ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows.map(toPostback);
}

export async function findPostback(q: Queryable, id: number): Promise<Postback | null> {
  const rows = await q.query<Record<string, unknown>>(`SELECT * FROM attribution_postbacks WHERE id = $1`, [id]);
  return rows[0] ? toPostback(rows[0]) : null;
}

export async function listPostbacks(q: Queryable, partner: string, limit: number): Promise<Postback[]> {
  const rows = await q.query<Record<string, unknown>>(`SELECT * FROM attribution_postbacks WHERE partner = $1 ORDER BY id DESC LIMIT $2`, [
    partner,
    limit,
  ]);
  return rows.map(toPostback);
}

export async function markPostbacks(q: Queryable, ids: number[], status: Postback['status']): Promise<void> {
  await q.query(`UPDATE attribution_postbacks SET status = $2 WHERE id = ANY($1::bigint[])`, [ids, status]);
}

export async function recordPostbackAttempt(
  q: Queryable,
  id: number,
  outcome: { status: 'queued' | 'delivered' | 'failed'; httpStatus: number | null; error: string | null },
): Promise<void> {
  await q.query(
    `UPDATE attribution_postbacks SET attempts = attempts + 1, status = $2, last_status = $3, last_error = $4,
       delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END
     WHERE id = $1`,
    [id, outcome.status, outcome.httpStatus, outcome.error],
  );
}
