import { toSafeInteger, type Queryable } from '../../db/db';

export type VipJoinRequest = { id: number; requestType: string; status: string; createdAt: string; created: boolean };

type Row = { id: unknown; request_type: string; status: string; created_at: Date | string; created: boolean };

/**
 * The user's pending request of this type, made now unless one exists. Two first calls racing make one: the
 * loser's statement cannot see the winner's row in its snapshot, so it asks once more with a new one.
 */
export async function upsertPendingVipRequest(q: Queryable, userId: number, requestType: string): Promise<VipJoinRequest> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await makeOrFindPending(q, userId, requestType);
    if (row) {
      return {
        id: toSafeInteger(row.id, 'vip request id'),
        requestType: row.request_type,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        created: row.created,
      };
    }
  }
  throw new Error('vip join request neither made nor found');
}

async function makeOrFindPending(q: Queryable, userId: number, requestType: string): Promise<Row | undefined> {
  const rows = await q.query<Row>(
    `WITH made AS (
       INSERT INTO vip_join_requests (user_id, request_type) VALUES ($1, $2)
       ON CONFLICT (user_id, request_type) WHERE status = 'pending' DO NOTHING
       RETURNING id, request_type, status, created_at, true AS created
     )
     SELECT * FROM made
     UNION ALL
     SELECT id, request_type, status, created_at, false FROM vip_join_requests
     WHERE user_id = $1 AND request_type = $2 AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM made)`,
    [userId, requestType],
  );
  return rows[0];
}
