import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { upsertPendingVipRequest } from './repository';

export const vipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/v2/vip/join',
    {
      onRequest: requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Ask to join the VIP club; asking again while a request of that type is pending returns it',
        security: [{ bearer: [] }],
        body: z.object({
          request_type: z
            .string()
            .trim()
            .regex(/^[a-z][a-z0-9_]{0,31}$/, 'invalid_request_type: The request type is a lowercase name.')
            .describe('What the player asks for; the web sends vip_club'),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              id: z.number().int(),
              request_type: z.string(),
              status: z.string(),
              created_at: z.string(),
              created: z.boolean(),
            }),
          }),
          401: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const made = await upsertPendingVipRequest(db, request.userId!, request.body.request_type);
      return {
        success: true as const,
        data: { id: made.id, request_type: made.requestType, status: made.status, created_at: made.createdAt, created: made.created },
      };
    },
  );
};
