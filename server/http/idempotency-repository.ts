import type { Queryable } from '../db/db';
import { CLAIM_NODE_GONE } from './node-lease-repository';

/* The HTTP idempotency store (http_idempotency, migration 011): one row per scope, route and key (idempotency.ts). */

export type IdempotencyClaim = { scope: string; route: string; key: string };
export type StoredReply = { claim: IdempotencyClaim; statusCode: number; contentType: string | null; body: string | null };

const KEEP_HOURS = 24;
/**
 * A first request that has not answered after this long is taken to have died; its key can be claimed again. Sooner
 * when the node that claimed it is known to be gone (CLAIM_NODE_GONE): stopped, or its lease lapsed.
 */
const ABANDONED_S = 120;

const ASYNC_COMMIT = `(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;
const CLAIM_SQL = `INSERT INTO http_idempotency (user_scope, route, idempotency_key, request_sha256, node_id)
SELECT u.*, $5::uuid FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u, ${ASYNC_COMMIT}
ON CONFLICT (user_scope, route, idempotency_key) DO UPDATE
  SET request_sha256 = excluded.request_sha256, status_code = NULL, content_type = NULL, body = NULL, created_at = now(),
    node_id = excluded.node_id
  WHERE http_idempotency.created_at < now() - make_interval(hours => ${KEEP_HOURS})
     OR (http_idempotency.status_code IS NULL AND http_idempotency.created_at < now() - make_interval(secs => ${ABANDONED_S}))
     OR (http_idempotency.status_code IS NULL AND ${CLAIM_NODE_GONE})
RETURNING user_scope, route, idempotency_key`;
const STORE_SQL = `UPDATE http_idempotency h SET status_code = v.status_code, content_type = v.content_type, body = v.body
FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::text[]) AS v(user_scope, route, idempotency_key, status_code, content_type, body), ${ASYNC_COMMIT}
WHERE h.user_scope = v.user_scope AND h.route = v.route AND h.idempotency_key = v.idempotency_key AND h.status_code IS NULL`;
const WHERE = 'user_scope = $1 AND route = $2 AND idempotency_key = $3';

/**
 * Claims the keys (unique, sorted, so two claim statements lock rows in one order) in one statement for the node: a
 * new key, a key kept past KEEP_HOURS or one abandoned is claimed with the request's fingerprint. Returns the claims
 * now held.
 */
export async function insertClaims(
  q: Queryable,
  nodeId: string,
  claims: (IdempotencyClaim & { fingerprint: string })[],
): Promise<IdempotencyClaim[]> {
  const rows = await q.query<{ user_scope: string; route: string; idempotency_key: string }>(CLAIM_SQL, [
    claims.map((claim) => claim.scope),
    claims.map((claim) => claim.route),
    claims.map((claim) => claim.key),
    claims.map((claim) => claim.fingerprint),
    nodeId,
  ]);
  return rows.map((row) => ({ scope: row.user_scope, route: row.route, key: row.idempotency_key }));
}

/** Stores the replies of claimed keys (each still unanswered) in one statement. */
export async function storeReplies(q: Queryable, replies: StoredReply[]): Promise<void> {
  await q.query(STORE_SQL, [
    replies.map((reply) => reply.claim.scope),
    replies.map((reply) => reply.claim.route),
    replies.map((reply) => reply.claim.key),
    replies.map((reply) => reply.statusCode),
    replies.map((reply) => reply.contentType),
    replies.map((reply) => reply.body),
  ]);
}

/** What a key holds: the first request's fingerprint and, once it answered, its reply (statusCode null while it runs). */
export async function findStoredReply(
  q: Queryable,
  claim: IdempotencyClaim,
): Promise<{ fingerprint: string; statusCode: number | null; contentType: string | null; body: string | null } | null> {
  const [row] = await q.query<{ request_sha256: string; status_code: number | null; content_type: string | null; body: string | null }>(
    `SELECT request_sha256, status_code, content_type, body FROM http_idempotency WHERE ${WHERE}`,
    [claim.scope, claim.route, claim.key],
  );
  return row ? { fingerprint: row.request_sha256, statusCode: row.status_code, contentType: row.content_type, body: row.body } : null;
}

/** Frees a claim whose request will not store a reply (it asked for a retry). */
export async function deleteUnansweredClaim(q: Queryable, claim: IdempotencyClaim): Promise<void> {
  await q.query(`DELETE FROM http_idempotency WHERE ${WHERE} AND status_code IS NULL`, [claim.scope, claim.route, claim.key]);
}
