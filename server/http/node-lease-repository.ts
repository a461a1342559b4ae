import type { Queryable } from '../db/db';

/* The api processes' leases (api_nodes, migration 032): see node-lease.ts. */

/** How long a node counts as alive after its last renewal; renewed every second, so a live node never lapses. */
export const NODE_LEASE_S = 4;
const FORGET_AFTER_DAYS = 1;

/** The condition, inside a statement on http_idempotency, that a claim's node stopped or let its lease lapse. */
export const CLAIM_NODE_GONE = `http_idempotency.node_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM api_nodes n WHERE n.id = http_idempotency.node_id AND n.stopped_at IS NULL
      AND n.seen_at > now() - make_interval(secs => ${NODE_LEASE_S}))`;

/** Records a starting node, and forgets nodes gone for a day. */
export async function insertNode(q: Queryable, id: string): Promise<void> {
  await q.query('INSERT INTO api_nodes (id) VALUES ($1)', [id]);
  await q.query(`DELETE FROM api_nodes WHERE coalesce(stopped_at, seen_at) < now() - make_interval(days => ${FORGET_AFTER_DAYS})`);
}

export async function renewNode(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE api_nodes SET seen_at = now() WHERE id = $1 AND stopped_at IS NULL', [id]);
}

export async function stopNode(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE api_nodes SET stopped_at = now() WHERE id = $1', [id]);
}
