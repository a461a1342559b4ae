import { toSafeInteger, type Queryable } from '../../db/db';

export type CodePurpose = 'login' | 'verify_email' | 'verify_phone' | 'recovery';

/**
 * Stores a new code for (purpose, target) unless one was sent less than cooldownS ago; returns whether it
 * was stored, and otherwise how many seconds the cooldown still runs.
 */
export async function upsertCode(
  q: Queryable,
  input: { purpose: CodePurpose; target: string; payload: string | null; codeSha256: string; ttlS: number; cooldownS: number },
): Promise<{ stored: true } | { stored: false; waitS: number }> {
  const rows = await q.query(
    `INSERT INTO auth_codes (purpose, target, payload, code_sha256, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))
     ON CONFLICT (purpose, target) DO UPDATE
       SET payload = EXCLUDED.payload, code_sha256 = EXCLUDED.code_sha256, attempts = 0,
           expires_at = EXCLUDED.expires_at, sent_at = now()
       WHERE auth_codes.sent_at <= now() - make_interval(secs => $6::int)
     RETURNING 1`,
    [input.purpose, input.target, input.payload, input.codeSha256, input.ttlS, input.cooldownS],
  );
  if (rows.length === 1) return { stored: true };
  const wait = await q.query<{ wait_s: unknown }>(
    `SELECT GREATEST(1, ceil(extract(epoch FROM sent_at + make_interval(secs => $3::int) - now())))::int AS wait_s
     FROM auth_codes WHERE purpose = $1 AND target = $2`,
    [input.purpose, input.target, input.cooldownS],
  );
  return { stored: false, waitS: wait[0] ? toSafeInteger(wait[0].wait_s) : 1 };
}

/** Counts one attempt on a live code that has attempts left; returns its hash and payload. */
export async function countCodeAttempt(
  q: Queryable,
  purpose: CodePurpose,
  target: string,
  maxAttempts: number,
): Promise<{ codeSha256: string; payload: string | null } | null> {
  const rows = await q.query<{ code_sha256: string; payload: string | null }>(
    `UPDATE auth_codes SET attempts = attempts + 1
     WHERE purpose = $1 AND target = $2 AND expires_at > now() AND attempts < $3
     RETURNING code_sha256, payload`,
    [purpose, target, maxAttempts],
  );
  return rows[0] ? { codeSha256: rows[0].code_sha256, payload: rows[0].payload } : null;
}

/** Uses the code up; false when another request already did. */
export async function deleteCode(q: Queryable, purpose: CodePurpose, target: string, codeSha256: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM auth_codes WHERE purpose = $1 AND target = $2 AND code_sha256 = $3 RETURNING 1', [
    purpose,
    target,
    codeSha256,
  ]);
  return rows.length === 1;
}

export async function insertResetToken(q: Queryable, tokenSha256: string, userId: number, ttlS: number): Promise<void> {
  await q.query(
    'INSERT INTO password_reset_tokens (token_sha256, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3::int))',
    [tokenSha256, userId, ttlS],
  );
}

export async function findLiveResetToken(q: Queryable, tokenSha256: string): Promise<number | null> {
  const rows = await q.query<{ user_id: unknown }>(
    'SELECT user_id FROM password_reset_tokens WHERE token_sha256 = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenSha256],
  );
  return rows[0] ? toSafeInteger(rows[0].user_id, 'user id') : null;
}

export async function consumeResetToken(q: Queryable, tokenSha256: string): Promise<number | null> {
  const rows = await q.query<{ user_id: unknown }>(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE token_sha256 = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenSha256],
  );
  return rows[0] ? toSafeInteger(rows[0].user_id, 'user id') : null;
}

/** Other reset tokens of the user stop working once one was used. */
export async function expireUserResetTokens(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

export async function insertSimpleAuthToken(
  q: Queryable,
  input: { tokenSha256: string; userId: number; issuedBy: string; ttlS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO simple_auth_tokens (token_sha256, user_id, issued_by, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))`,
    [input.tokenSha256, input.userId, input.issuedBy, input.ttlS],
  );
}

export async function consumeSimpleAuthToken(q: Queryable, tokenSha256: string): Promise<number | null> {
  const rows = await q.query<{ user_id: unknown }>(
    `UPDATE simple_auth_tokens SET used_at = now()
     WHERE token_sha256 = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenSha256],
  );
  return rows[0] ? toSafeInteger(rows[0].user_id, 'user id') : null;
}
