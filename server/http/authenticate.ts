import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { SessionLookup } from '../modules/sessions/repository';
import { authenticateToken } from '../modules/sessions/service';
import { UnauthorizedError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    userId: number | null;
    sessionId: number | null;
    session: SessionLookup | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/;

/** The bearer token of the request, if it has a well-formed one. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** An onRequest hook (so a 401 comes before any body validation) that requires a valid bearer session and sets request.userId and request.sessionId. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    const session = token ? await authenticateToken(db, token) : null;
    if (session === null) throw new UnauthorizedError();
    request.userId = session.userId;
    request.sessionId = session.sessionId;
    request.session = session;
  };
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('session', null);
}
