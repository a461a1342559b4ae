import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { attachSourceBody, successSchema } from '../auth/schemas';
import { attachSource, recordClient } from './service';

const tags = ['attribution'];
const security = [{ bearer: [] }];

export const attributionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const authenticated = requireUser;

  app.post(
    '/middleware/ip',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Record the client's IP, host and user agent on the current session",
        security,
        body: z.object({ host: z.string().trim().max(255).nullish(), userAgent: z.string().max(512).nullish() }).optional(),
        response: { 200: successSchema, 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await recordClient(db, request.sessionId!, {
        ip: request.ip,
        host: request.body?.host || null,
        userAgent: request.body?.userAgent || request.headers['user-agent']?.slice(0, 512) || null,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/attachSource',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Attach traffic-source fields to the user (the first value of each sticks)',
        security,
        body: attachSourceBody,
        response: { 200: successSchema, 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await attachSource(db, request.userId!, request.body);
      return { success: true as const };
    },
  );
};
