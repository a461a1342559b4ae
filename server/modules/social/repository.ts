import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';

export type OauthState = {
  provider: string;
  codeVerifier: string;
  nonce: string;
  origin: string;
  currency: Currency;
  promo: string | null;
};

export async function insertOauthState(q: Queryable, stateSha256: string, state: OauthState, ttlS: number): Promise<void> {
  await q.query(
    `INSERT INTO oauth_states (state_sha256, provider, code_verifier, nonce, origin, currency, promo, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::int))`,
    [stateSha256, state.provider, state.codeVerifier, state.nonce, state.origin, state.currency, state.promo, ttlS],
  );
}

/** Single use: the row is gone once read. */
export async function takeOauthState(q: Queryable, stateSha256: string): Promise<OauthState | null> {
  const rows = await q.query<{
    provider: string;
    code_verifier: string;
    nonce: string;
    origin: string;
    currency: Currency;
    promo: string | null;
  }>(
    `DELETE FROM oauth_states WHERE state_sha256 = $1 AND expires_at > now()
     RETURNING provider, code_verifier, nonce, origin, currency, promo`,
    [stateSha256],
  );
  const row = rows[0];
  return row
    ? {
        provider: row.provider,
        codeVerifier: row.code_verifier,
        nonce: row.nonce,
        origin: row.origin,
        currency: row.currency,
        promo: row.promo,
      }
    : null;
}

export async function findIdentityUserId(q: Queryable, provider: string, subject: string): Promise<number | null> {
  const rows = await q.query<{ user_id: unknown }>('SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2', [
    provider,
    subject,
  ]);
  return rows[0] ? toSafeInteger(rows[0].user_id, 'user id') : null;
}

export async function insertIdentity(
  q: Queryable,
  input: { provider: string; subject: string; userId: number; email: string | null },
): Promise<void> {
  await q.query('INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
    input.provider,
    input.subject,
    input.userId,
    input.email,
  ]);
}
