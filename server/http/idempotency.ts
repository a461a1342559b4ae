import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ConflictError, ValidationError } from './errors';

/*
 * HTTP idempotency: a retried request gets the first reply (status and body) instead of running twice.
 *
 * A route opts in with `config: { idempotency: true }` in its route options, behind requireUser:
 *
 *   app.post('/api/v2/payments/deposit', { onRequest: requireUser(db), config: { idempotency: true }, schema }, handler)
 *
 * The client then sends `Idempotency-Key: <1-200 visible ASCII characters>` (a UUID is fine). Keys are namespaced by
 * the user (the address for a route without one) and the route, and kept in Postgres (http_idempotency, migration
 * 011) for 24 hours. The same key with the same request (params, query and body, key order aside) replays the stored
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
  }
}

type IdempotencyClaim = { scope: string; route: string; key: string };

const KEY = /^[\x21-\x7e]{1,200}$/;
const KEEP_HOURS = 24;
/** A first request that has not answered after this long is taken to have died; its key can be claimed again. */
const ABANDONED_S = 120;
const HEADER = 'Idempotency-Key';

const CLAIM_SQL = `INSERT INTO http_idempotency (user_scope, route, idempotency_key, request_sha256) VALUES ($1, $2, $3, $4)
ON CONFLICT (user_scope, route, idempotency_key) DO UPDATE
  SET request_sha256 = excluded.request_sha256, status_code = NULL, content_type = NULL, body = NULL, created_at = now()
  WHERE http_idempotency.created_at < now() - make_interval(hours => ${KEEP_HOURS})
     OR (http_idempotency.status_code IS NULL AND http_idempotency.created_at < now() - make_interval(secs => ${ABANDONED_S}))
RETURNING 1 AS claimed`;
const WHERE = 'user_scope = $1 AND route = $2 AND idempotency_key = $3';

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotency) return;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !KEY.test(key)) {
      throw new ValidationError({ [HEADER]: ['The Idempotency-Key header is required: 1-200 visible ASCII characters.'] });
    }
    const claim: IdempotencyClaim = {
      scope: request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    };
    const fingerprint = requestFingerprint(request);
    const claimed = await db.query(CLAIM_SQL, [claim.scope, claim.route, claim.key, fingerprint]);
    if (claimed.length === 1) {
      request.idempotencyClaim = claim;
      return;
    }
    const [stored] = await db.query<{ request_sha256: string; status_code: number | null; content_type: string | null; body: string | null }>(
      `SELECT request_sha256, status_code, content_type, body FROM http_idempotency WHERE ${WHERE}`,
      [claim.scope, claim.route, claim.key],
    );
    if (!stored || stored.status_code === null) throw new ConflictError('A request with this Idempotency-Key is still running.');
    if (stored.request_sha256 !== fingerprint) {
      throw new ValidationError({ [HEADER]: ['This Idempotency-Key was already used with a different request.'] });
    }
    reply.code(stored.status_code).header('idempotent-replayed', 'true');
    if (stored.content_type) reply.header('content-type', stored.content_type);
    return reply.send(stored.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const params = [claim.scope, claim.route, claim.key];
    try {
      if (reply.statusCode >= 500 || reply.statusCode === 429 || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
        await db.query(`DELETE FROM http_idempotency WHERE ${WHERE} AND status_code IS NULL`, params);
      } else {
        const contentType = reply.getHeader('content-type');
        await db.query(`UPDATE http_idempotency SET status_code = $4, content_type = $5, body = $6 WHERE ${WHERE} AND status_code IS NULL`, [
          ...params,
          reply.statusCode,
          typeof contentType === 'string' ? contentType : null,
          typeof payload === 'string' ? payload : null,
        ]);
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
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
