import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';

/** All SQL of the notifications. */

export type StoredNotification = { id: number; kind: string; params: Record<string, unknown>; createdAt: string; read: boolean };

export async function insertNotification(
  q: Queryable,
  notification: { userId: number; kind: string; params: Record<string, unknown>; dedupeKey: string },
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, kind, params, dedupe_key) VALUES ($1, $2, $3, $4) ON CONFLICT (dedupe_key) DO NOTHING`,
    [notification.userId, notification.kind, JSON.stringify(notification.params), notification.dedupeKey],
  );
}

export async function listNotifications(q: Queryable, userId: number, limit: number): Promise<StoredNotification[]> {
  const rows = await q.query<{ id: unknown; kind: string; params: Record<string, unknown>; created_at: Date | string; read: boolean }>(
    `SELECT id, kind, params, created_at, read_at IS NOT NULL AS read FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: toSafeInteger(row.id),
    kind: row.kind,
    params: row.params,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read,
  }));
}

export async function countUnread(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ count: unknown }>('SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return toSafeInteger(rows[0].count);
}

/** Marks the player's own notifications read: the ids given, or all of them. */
export async function markRead(q: Queryable, userId: number, ids: number[] | null): Promise<void> {
  await q.query(
    `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids],
  );
}
