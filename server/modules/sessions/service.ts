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
import { createSessionCache, type RevocationTransport, type SessionCacheOptions, type SessionRevocations } from './session-cache';

export { recordSessionClient, revokeUserSessions, type SessionLookup, type SessionRevocations };

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

/** The live session of a token's hash (its access token possibly expired); its last_seen_at moves once a minute of use. */
async function loadLiveSession(db: Db, tokenSha256: string): Promise<SessionLookup | null> {
  const session = await findLiveSession(db, tokenSha256);
  if (session && !session.accessExpired && session.lastSeenStale) await touchSession(db, session.sessionId);
  return session;
}

/**
 * How bearer tokens authenticate: lookupToken gives the session a valid access token belongs to, or null (unknown,
 * revoked, expired session or expired token), from a short-lived cache (session-cache.ts); whatever ends tokens tells
 * revocations, so no node keeps trusting them.
 */
export function createSessionAuthority(db: Db, options: SessionCacheOptions) {
  const cache = createSessionCache((tokenSha256) => loadLiveSession(db, tokenSha256), options);
  return {
    lookupToken: (token: string) => cache.lookup(hashToken(token)),
    revocations: cache.revocations,
    carryRevocations: (transport: RevocationTransport) => cache.carryRevocations(transport),
  };
}

export type SessionAuthority = ReturnType<typeof createSessionAuthority>;

/** How long a token replaced by a profile read still authenticates: requests already sent with it must not fail. */
export const ROTATION_GRACE_S = 30;

/** A new token for the session whose current token this is; null when another rotation won the race. */
async function rotate(db: Db, ttls: SessionTtls, sessionId: number, oldSha256: string, graceS: number): Promise<string | null> {
  const next = newOpaqueToken();
  const rotated = await rotateSessionToken(db, sessionId, oldSha256, hashToken(next), ttls.accessTokenTtlS, ttls.sessionTtlS, graceS);
  return rotated ? next : null;
}

/** A new access token for the live session of the given (possibly expired) token; the old one stops working at once. */
export async function refreshAccessToken(db: Db, revocations: SessionRevocations, ttls: SessionTtls, token: string): Promise<string> {
  const oldSha256 = hashToken(token);
  const session = await findLiveSession(db, oldSha256);
  if (!session || session.viaPreviousToken) throw new UnauthorizedError();
  const next = await rotate(db, ttls, session.sessionId, oldSha256, 0);
  if (!next) throw new UnauthorizedError();
  revocations.revoked(session.userId);
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

export async function endSession(db: Db, revocations: SessionRevocations, session: { userId: number; sessionId: number }): Promise<void> {
  await revokeSession(db, session.sessionId);
  revocations.revoked(session.userId);
}
