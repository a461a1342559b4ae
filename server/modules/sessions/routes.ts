import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { requireUser } from '../../http/authenticate';
import { NotFoundError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { listLiveSessions, revokeUserSession, revokeUserSessions } from './repository';
import type { SessionRevocations } from './session-cache';

const MAX_LISTED = 50;

const sessionSchema = z
  .object({
    id: z.number().int(),
    current: z.boolean().describe('The session of this request'),
    ip: z.string().nullable(),
    host: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
  })
  .meta({ id: 'Session' });

const tags = ['auth'];
const security = [{ bearer: [] }];

/** The signed-in user's sessions: list them, end one, or end every other. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; revocations: SessionRevocations }> = async (app, { db, revocations }) => {
  const authenticated = requireUser;

  app.get(
    '/auth/sessions',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The user's live sessions, most recently seen first",
        security,
        response: { 200: z.object({ data: z.array(sessionSchema) }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const sessions = await listLiveSessions(db, request.userId!, MAX_LISTED);
      return {
        data: sessions.map((session) => ({
          id: session.id,
          current: session.id === request.sessionId,
          ip: session.ip,
          host: session.host,
          user_agent: session.userAgent,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
        })),
      };
    },
  );

  app.delete(
    '/auth/sessions/others',
    {
      onRequest: authenticated,
      schema: { tags, summary: 'End every session of the user but this one', security, response: { 204: z.null(), 401: errorBodySchema } },
    },
    async (request, reply) => {
      await revokeUserSessions(db, request.userId!, request.sessionId);
      revocations.revoked(request.userId!);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'End one session of the user',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (!(await revokeUserSession(db, request.userId!, request.params.id))) throw new NotFoundError('Session not found.');
      revocations.revoked(request.userId!);
      return reply.code(204).send(null);
    },
  );
};
