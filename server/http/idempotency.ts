import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coalesce } from '../db/coalesce';
import type { Db, Queryable } from '../db/db';
import { ConflictError, ValidationError } from './errors';
import {
  deleteUnansweredClaim,
  findStoredReply,
  insertClaims,
  storeReplies,
  type IdempotencyClaim,
  type StoredReply,
} from './idempotency-repository';
import { startNodeLease } from './node-lease';

/*
 * HTTP idempotency: a retried request gets the first reply (status and body) instead of running twice.
 *
 * A route opts in with `config: { idempotency: true }` in its route options, behind requireUser:
 *
 *   app.post('/api/v2/payments/deposit', { onRequest: requireUser(db), config: { idempotency: true }, schema }, handler)
 *
 * The client then sends `Idempotency-Key: <1-200 visible ASCII characters>` (a UUID is fine). Keys are namespaced by
 * whose the request is and by the route, and kept in Postgres (http_idempotency, migration 011) for 24 hours. Whose:
 * the scope an onRequest hook set (request.idempotencyScope: the games' resolvePlayer sets a demo session's, which
 * outranks a bearer token sent with it), else the signed-in user, else (a route with neither) the client's address. The same key with the same request (params, query and body, key order aside) replays the stored
 * reply with `Idempotent-Replayed: true`; with another request it is a 422; while the first request still runs it is
 * a 409, so concurrent duplicates never both execute. Replies that ask for a retry (5xx, 429) are not stored: the
 * retry runs again. The handler still passes its own idempotency key to the ledger: this layer keeps the reply, the
 * ledger keeps the money exactly once.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: IdempotencyClaim | null;
    /** Whose keys the request's are when a hook knows better than the bearer user (`demo:<session id>`). */
    idempotencyScope: string | null;
  }
}

export type { IdempotencyClaim } from './idempotency-repository';

const KEY = /^[\x21-\x7e]{1,200}$/;
const HEADER = 'Idempotency-Key';

/*
 * Claims and stored replies of concurrent requests go to the database together (one statement, one commit for all
 * that queued while the previous statement ran: db/coalesce.ts), so the store costs a request a share of a round trip, not two.
 * Claims are sorted by key, so two claim statements in flight lock rows in the same order.
 *
 * Both commit without waiting for the WAL flush (synchronous_commit off for their own transaction; they are visible
 * to other requests at once, as any commit). A request does not wait for three flushes (claim, its work, reply),
 * only for its work's. What that gives up, on a database crash only: a claim is lost only if nothing committed after
 * it survived, since the log is flushed in order, so the handler's own writes (a bet, a payment) were lost with it;
 * a reply stored in the last moments before the crash may be lost, and then the key counts as still running until it
 * is abandoned (its node's lease lapses, or ABANDONED_S passes: idempotency-repository.ts) and the retry runs the handler again, exactly as after an api crash between the work and
 * the store: the ledger's and the games' own keys make that rerun find the first bet or posting, never move money twice.
 */

const claimId = (claim: IdempotencyClaim) => JSON.stringify([claim.scope, claim.route, claim.key]);

/**
 * Runs the claims in one statement; true for each claim that is now its request's own. Of duplicates (the same scope,
 * route and key) only the first can be: the statement inserts it with its fingerprint, the rest are told it runs.
 */
export async function claimKeys(db: Queryable, nodeId: string, claims: (IdempotencyClaim & { fingerprint: string })[]): Promise<boolean[]> {
  const firsts = new Map<string, IdempotencyClaim & { fingerprint: string }>();
  for (const claim of claims) if (!firsts.has(claimId(claim))) firsts.set(claimId(claim), claim);
  const unique = [...firsts.values()].sort((a, b) => (claimId(a) < claimId(b) ? -1 : 1));
  const claimed = new Set((await insertClaims(db, nodeId, unique)).map(claimId));
  // A duplicate in the same statement is told the first is still running, as it would be one statement later.
  return claims.map((claim) => claimed.delete(claimId(claim)));
}

/** Claims are made under the node's lease (node-lease.ts): a claim of a node gone is free at once. */
export async function registerIdempotency(app: FastifyInstance, db: Db): Promise<void> {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyScope', null);
  const lease = await startNodeLease(db, (error) => app.log.error({ err: error }, 'idempotency: renewing the node lease failed'));
  app.addHook('onClose', () => lease.stop());
  const claim = coalesce((claims: (IdempotencyClaim & { fingerprint: string })[]) => claimKeys(db, lease.id, claims));
  const store = coalesce((replies: StoredReply[]) => storeReplies(db, replies).then(() => replies.map(() => undefined)));

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotency) return;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new ValidationError({ [HEADER]: ['The Idempotency-Key header is required: 1-200 visible ASCII characters.'] });
    }
    const requestClaim: IdempotencyClaim = {
      scope: request.idempotencyScope ?? (request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`),
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    };
    const fingerprint = requestFingerprint(request);
    if (await claim({ ...requestClaim, fingerprint })) {
      request.idempotencyClaim = requestClaim;
      return;
    }
    const stored = await findStoredReply(db, requestClaim);
    if (!stored || stored.statusCode === null) throw new ConflictError('A request with this Idempotency-Key is still running.');
    if (stored.fingerprint !== fingerprint) {
      throw new ValidationError({ [HEADER]: ['idempotency_key_reused: This Idempotency-Key was already used with a different request.'] });
    }
    reply.code(stored.statusCode).header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.send(stored.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const requestClaim = request.idempotencyClaim;
    if (!requestClaim) return payload;
    request.idempotencyClaim = null;
    try {
      if (
        reply.statusCode >= 500 ||
        reply.statusCode === 429 ||
        (payload !== null && payload !== undefined && typeof payload !== 'string')
      ) {
        await deleteUnansweredClaim(db, requestClaim);
      } else {
        const contentType = reply.getHeader('content-type');
        await store({
          claim: requestClaim,
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: typeof payload === 'string' ? payload : null,
        });
      }
    } catch (error) {
      // The reply itself stands; the key stays claimed until it counts as abandoned.
      request.log.error({ err: error }, 'idempotency: storing the reply failed');
    }
    return payload;
  });
}

function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(canonicalJson([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');
}

/** JSON with object keys sorted, so the same request in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
