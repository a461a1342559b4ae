import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { requireUser } from '../../http/authenticate';
import { authenticateDemoToken, DEMO_HEADER } from './service';
import type { Player } from '../core/types';

declare module 'fastify' {
  interface FastifyRequest {
    gamePlayer: Player | null;
  }
}

/**
 * An onRequest hook for every route a player or a demo session may call: a demo token in X-Demo-Session makes the
 * request demo play (even with a bearer token: the player chose demo); otherwise a bearer session is required (401).
 * It also tells the HTTP idempotency layer whose keys the request's are: two demo sessions behind one address never
 * share a key, nor does a player's demo play share them with their real play.
 */
export function resolvePlayer(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const demoToken = request.headers[DEMO_HEADER];
    if (demoToken !== undefined) {
      const session = await authenticateDemoToken(db, Array.isArray(demoToken) ? '' : demoToken);
      request.gamePlayer = { kind: 'demo', sessionId: session.id, currency: session.currency };
      request.idempotencyScope = `demo:${session.id}`;
      return;
    }
    await requireUser(request);
    request.gamePlayer = { kind: 'user', userId: request.userId! };
    request.idempotencyScope = `user:${request.userId}`;
  };
}

/** The player a resolvePlayer route runs for. */
export function playerOf(request: FastifyRequest): Player {
  if (!request.gamePlayer) throw new Error('resolvePlayer did not run for this route');
  return request.gamePlayer;
}
