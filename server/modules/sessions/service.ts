import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { UnauthorizedError } from '../../http/errors';
import {
  findLiveSession,
  insertSession,
  recordSessionClient,
  revokePermanentSessions,
  revokeSession,
  revokeUserSessions,
  rotateSessionToken,
  touchSession,
  upsertPermanentSession,
  type SessionLookup,
} from './repository';

export { recordSessionClient, revokeUserSessions, type SessionLookup };

export type SessionTtls = Pick<Config, 'accessTokenTtlS' | 'sessionTtlS'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens a session and returns its bearer access token. */
export async function openSession(
  db: Db,
  ttls: SessionTtls,
  userId: number,
  client: { ip?: string | null; userAgent?: string | null } = {},
): Promise<string> {
  const token = newOpaqueToken();
  await insertSession(db, {
    tokenSha256: hashToken(token),
    userId,
    accessTtlS: ttls.accessTokenTtlS,
    sessionTtlS: ttls.sessionTtlS,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/** A session that never expires for a known token (the dev demo player; tests). */
export async function createPermanentSession(db: Db, userId: number, token = newOpaqueToken()): Promise<string> {
  await upsertPermanentSession(db, hashToken(token), userId);
  return token;
}

/** Ends the user's never-expiring sessions (the demo player's, once the demo is switched off). */
export function endPermanentSessions(db: Db, userId: number): Promise<number> {
  return revokePermanentSessions(db, userId);
}

/** The session a valid access token belongs to, or null (unknown, revoked, expired session or expired token). */
export async function authenticateToken(db: Db, token: string): Promise<SessionLookup | null> {
  const session = await findLiveSession(db, hashToken(token));
  if (!session || session.accessExpired) return null;
  if (session.lastSeenStale) await touchSession(db, session.sessionId);
  return session;
}

/** How long a token replaced by a profile read still authenticates: requests already sent with it must not fail. */
export const ROTATION_GRACE_S = 30;

/** A new token for the session whose current token this is; null when another rotation won the race. */
async function rotate(db: Db, ttls: SessionTtls, sessionId: number, oldSha256: string, graceS: number): Promise<string | null> {
  const next = newOpaqueToken();
  const rotated = await rotateSessionToken(db, sessionId, oldSha256, hashToken(next), ttls.accessTokenTtlS, ttls.sessionTtlS, graceS);
  return rotated ? next : null;
}

/** A new access token for the live session of the given (possibly expired) token; the old one stops working at once. */
export async function refreshAccessToken(db: Db, ttls: SessionTtls, token: string): Promise<string> {
  const oldSha256 = hashToken(token);
  const session = await findLiveSession(db, oldSha256);
  if (!session || session.viaPreviousToken) throw new UnauthorizedError();
  const next = await rotate(db, ttls, session.sessionId, oldSha256, 0);
  if (!next) throw new UnauthorizedError();
  return next;
}

/**
 * The fresh_token of a profile read: once the access token has used half its life, the session gets a new
 * one (sliding the session) and the web replaces its stored token. Tokens that never expire are kept.
 */
export async function rotateAgingToken(
  db: Db,
  ttls: SessionTtls,
  token: string,
  session: Pick<SessionLookup, 'sessionId' | 'accessExpiresInS' | 'viaPreviousToken'>,
): Promise<string | null> {
  const aging = session.accessExpiresInS !== null && session.accessExpiresInS < ttls.accessTokenTtlS / 2;
  if (!aging || session.viaPreviousToken) return null;
  return rotate(db, ttls, session.sessionId, hashToken(token), ROTATION_GRACE_S);
}

export function endSession(db: Db, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId);
}
