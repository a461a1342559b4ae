import { toSafeInteger, type Queryable } from '../../db/db';

export type SessionLookup = {
  sessionId: number;
  userId: number;
  accessExpired: boolean;
  /** Seconds the access token has left; null for a token that never expires. */
  accessExpiresInS: number | null;
  lastSeenStale: boolean;
  /** The token was replaced by a rotation and is inside its grace window. */
  viaPreviousToken: boolean;
  /** Milliseconds the access token has left (negative once expired); null for a token that never expires. */
  accessExpiresInMs: number | null;
  /** Milliseconds until the session ends or the token's rotation grace does, whichever is first; null: neither will. */
  liveForMs: number | null;
};

export async function insertSession(
  q: Queryable,
  input: {
    tokenSha256: string;
    userId: number;
    accessTtlS: number | null;
    sessionTtlS: number | null;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO sessions (token_sha256, user_id, access_expires_at, expires_at, ip, user_agent)
     VALUES ($1, $2,
       CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(secs => $3::int) END,
       CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(secs => $4::int) END,
       $5, $6)
     RETURNING id`,
    [input.tokenSha256, input.userId, input.accessTtlS, input.sessionTtlS, input.ip, input.userAgent],
  );
  return toSafeInteger(rows[0].id, 'session id');
}

/** The demo session: never expires, and a restart brings it back even after a logout. */
export async function upsertPermanentSession(q: Queryable, tokenSha256: string, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO sessions (token_sha256, user_id) VALUES ($1, $2)
     ON CONFLICT (token_sha256) DO UPDATE
       SET revoked_at = NULL, expires_at = NULL, access_expires_at = NULL
       WHERE sessions.user_id = EXCLUDED.user_id`,
    [tokenSha256, userId],
  );
}

/**
 * A live (not revoked, not expired) session by its current token, or by the token a rotation just replaced
 * while its grace window lasts; accessExpired tells whether the token itself is.
 */
export async function findLiveSession(q: Queryable, tokenSha256: string): Promise<SessionLookup | null> {
  const rows = await q.query<{
    id: unknown;
    user_id: unknown;
    access_expired: boolean;
    expires_in_s: unknown;
    stale: boolean;
    previous: boolean;
    access_ms: unknown;
    live_ms: unknown;
  }>(
    `SELECT id, user_id,
       (access_expires_at IS NOT NULL AND access_expires_at <= now()) AS access_expired,
       floor(extract(epoch FROM access_expires_at - now()))::int AS expires_in_s,
       (last_seen_at < now() - interval '60 seconds') AS stale,
       (token_sha256 <> $1) AS previous,
       floor(extract(epoch FROM access_expires_at - now()) * 1000)::bigint AS access_ms,
       floor(extract(epoch FROM least(expires_at, CASE WHEN token_sha256 <> $1 THEN previous_valid_until END) - now()) * 1000)::bigint AS live_ms
     FROM sessions
     WHERE (token_sha256 = $1 OR (previous_token_sha256 = $1 AND previous_valid_until > now()))
       AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [tokenSha256],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: toSafeInteger(row.id, 'session id'),
    userId: toSafeInteger(row.user_id, 'user id'),
    accessExpired: row.access_expired,
    accessExpiresInS: row.expires_in_s === null ? null : Number(row.expires_in_s),
    lastSeenStale: row.stale,
    viaPreviousToken: row.previous,
    accessExpiresInMs: row.access_ms === null ? null : Number(row.access_ms),
    liveForMs: row.live_ms === null ? null : Number(row.live_ms),
  };
}

export async function touchSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
}

/**
 * Swaps the session's token for a new one and slides its expiry, only if oldSha256 is still its current
 * token (two refreshes racing with the same token: one wins, the other gets nothing). The old token keeps
 * authenticating for graceS seconds.
 */
export async function rotateSessionToken(
  q: Queryable,
  sessionId: number,
  oldSha256: string,
  newSha256: string,
  accessTtlS: number,
  sessionTtlS: number,
  graceS: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE sessions SET token_sha256 = $3,
       previous_token_sha256 = $2,
       previous_valid_until = now() + make_interval(secs => $6::int),
       access_expires_at = CASE WHEN access_expires_at IS NULL AND expires_at IS NULL THEN NULL ELSE now() + make_interval(secs => $4::int) END,
       expires_at = CASE WHEN expires_at IS NULL THEN NULL ELSE now() + make_interval(secs => $5::int) END,
       last_seen_at = now()
     WHERE id = $1 AND token_sha256 = $2 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
     RETURNING id`,
    [sessionId, oldSha256, newSha256, accessTtlS, sessionTtlS, graceS],
  );
  return rows.length === 1;
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Revokes every session of the user, except one when given. */
export async function revokeUserSessions(q: Queryable, userId: number, exceptSessionId: number | null): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint)',
    [userId, exceptSessionId],
  );
}

/** Revokes the user's sessions that never expire; returns how many. */
export async function revokePermanentSessions(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at IS NULL RETURNING id',
    [userId],
  );
  return rows.length;
}

export async function recordSessionClient(
  q: Queryable,
  sessionId: number,
  client: { ip: string; host: string | null; userAgent: string | null },
): Promise<void> {
  await q.query('UPDATE sessions SET ip = $2, host = COALESCE($3, host), user_agent = COALESCE($4, user_agent) WHERE id = $1', [
    sessionId,
    client.ip,
    client.host,
    client.userAgent,
  ]);
}

export type SessionListing = {
  id: number;
  ip: string | null;
  host: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
};

/** The user's live sessions, most recently seen first. */
export async function listLiveSessions(q: Queryable, userId: number, limit: number): Promise<SessionListing[]> {
  const rows = await q.query<{
    id: unknown;
    ip: string | null;
    host: string | null;
    user_agent: string | null;
    created_at: Date | string;
    last_seen_at: Date | string;
  }>(
    `SELECT id, ip, host, user_agent, created_at, last_seen_at FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
     ORDER BY last_seen_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: toSafeInteger(row.id, 'session id'),
    ip: row.ip,
    host: row.host,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  }));
}

/** Ends one live session of the user; false when there is none with that id. */
export async function revokeUserSession(q: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const rows = await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id', [
    sessionId,
    userId,
  ]);
  return rows.length === 1;
}
