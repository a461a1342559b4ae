import type { AuthSession } from '../../http/authenticate';
import type { SessionLookup } from './repository';

/** How revocations reach every api node (app.ts: the realtime bus, through Redis with several nodes). */
export type RevocationTransport = {
  broadcast(topic: string, payload: unknown): void;
  onBroadcast(topic: string, listener: (payload: unknown) => void): void;
};

/** Tells every api node that some of a user's tokens stopped working (a logout, a revocation, a refresh). */
export type SessionRevocations = { revoked(userId: number): void };

export type SessionCacheOptions = {
  /** How long a looked-up session is trusted without asking the database; a revocation no node heard lasts this long at most. */
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds on a monotonic clock; performance.now() unless a test drives it. */
  now?: () => number;
};

type Entry = {
  userId: number;
  sessionId: number;
  viaPreviousToken: boolean;
  /** now() when the access token expires; null: never. */
  accessExpiresAt: number | null;
  /** now() after which the database must be asked again. */
  staleAt: number;
};

const REVOKED_TOPIC = 'sessions-revoked';

/**
 * The live sessions of recently seen bearer tokens, so a request costs no query while its token was looked up less
 * than ttlMs ago. A revocation drops the user's entries on this node at once and on every other node as soon as the
 * transport brings it; a node that misses it trusts an entry for ttlMs at most, counted from the start of the lookup
 * that filled it. Times are taken from the database's answer (milliseconds left) on this process's monotonic clock,
 * so the access token's expiry holds to the millisecond on a cached entry too (a little early, never late).
 */
export function createSessionCache(load: (tokenSha256: string) => Promise<SessionLookup | null>, options: SessionCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  /** Bumped by every revocation: a lookup that was in flight meanwhile may have read the session before it, so it is not kept. */
  let generation = 0;
  let send = (userId: number) => dropUser(userId);

  const forget = (tokenSha256: string) => {
    const entry = entries.get(tokenSha256);
    if (!entry) return;
    entries.delete(tokenSha256);
    const tokens = byUser.get(entry.userId);
    tokens?.delete(tokenSha256);
    if (tokens?.size === 0) byUser.delete(entry.userId);
  };

  function dropUser(userId: number): void {
    generation += 1;
    for (const tokenSha256 of byUser.get(userId) ?? []) entries.delete(tokenSha256);
    byUser.delete(userId);
  }

  const keep = (tokenSha256: string, session: SessionLookup, startedAt: number) => {
    if (options.ttlMs <= 0) return;
    if (entries.size >= options.maxEntries) forget(entries.keys().next().value!);
    const accessExpiresAt = session.accessExpiresInMs === null ? null : startedAt + session.accessExpiresInMs;
    const liveUntil = session.liveForMs === null ? Infinity : startedAt + session.liveForMs;
    entries.set(tokenSha256, {
      userId: session.userId,
      sessionId: session.sessionId,
      viaPreviousToken: session.viaPreviousToken,
      accessExpiresAt,
      staleAt: Math.min(startedAt + options.ttlMs, liveUntil),
    });
    byUser.set(session.userId, (byUser.get(session.userId) ?? new Set()).add(tokenSha256));
  };

  const view = (entry: Entry, at: number): AuthSession | null => {
    if (entry.accessExpiresAt !== null && entry.accessExpiresAt <= at) return null;
    return {
      userId: entry.userId,
      sessionId: entry.sessionId,
      accessExpiresInS: entry.accessExpiresAt === null ? null : Math.floor((entry.accessExpiresAt - at) / 1000),
      viaPreviousToken: entry.viaPreviousToken,
    };
  };

  return {
    /** The live session of a token's hash, from the cache while it is fresh, else from the database. */
    async lookup(tokenSha256: string): Promise<AuthSession | null> {
      const cached = entries.get(tokenSha256);
      const startedAt = now();
      if (cached && startedAt < cached.staleAt) return view(cached, startedAt);
      if (cached) forget(tokenSha256);
      const started = generation;
      const session = await load(tokenSha256);
      if (!session) return null;
      if (started === generation) keep(tokenSha256, session, startedAt);
      if (session.accessExpired) return null;
      const { userId, sessionId, accessExpiresInS, viaPreviousToken } = session;
      return { userId, sessionId, accessExpiresInS, viaPreviousToken };
    },

    revocations: { revoked: (userId: number) => send(userId) } satisfies SessionRevocations,

    /** From now on a revocation goes to every node through the transport (this one included), and theirs come here. */
    carryRevocations(transport: RevocationTransport): void {
      transport.onBroadcast(REVOKED_TOPIC, (payload) => {
        if (typeof payload === 'number') dropUser(payload);
      });
      send = (userId) => {
        dropUser(userId);
        transport.broadcast(REVOKED_TOPIC, userId);
      };
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
