import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors';

/** What a valid bearer token tells about its session. */
export type AuthSession = {
  userId: number;
  sessionId: number;
  /** Seconds the access token has left; null for a token that never expires. */
  accessExpiresInS: number | null;
  /** The token was replaced by a rotation and is inside its grace window. */
  viaPreviousToken: boolean;
};

/** Finds the live session of a bearer token; app.ts injects the sessions module's lookup (http/ knows no module). */
export type TokenLookup = (token: string) => Promise<AuthSession | null>;

declare module 'fastify' {
  interface FastifyInstance {
    lookupToken: TokenLookup;
  }
  interface FastifyRequest {
    userId: number | null;
    sessionId: number | null;
    session: AuthSession | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/;

/** The bearer token of the request, if it has a well-formed one. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** An onRequest hook (so a 401 comes before any body validation) that requires a valid bearer session and sets request.userId and request.sessionId. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const session = token ? await request.server.lookupToken(token) : null;
  if (session === null) throw new UnauthorizedError();
  request.userId = session.userId;
  request.sessionId = session.sessionId;
  request.session = session;
}

export function registerAuthentication(app: FastifyInstance, lookupToken: TokenLookup): void {
  app.decorate('lookupToken', lookupToken);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('session', null);
  // A reply to a request that carries credentials is the user's own: no shared or browser cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
