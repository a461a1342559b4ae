import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { markNotificationsRead, readNotifications } from './service';

const notificationsReply = z.object({
  data: z.array(z.object({ id: z.number().int(), type: z.string(), text: z.string(), created_at: z.string(), read: z.boolean() })),
  meta: z.object({ unread: z.number().int() }),
});

const readBody = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(100).optional() })
  .describe('The notifications to mark read; all of the player’s when ids is left out');

/**
 * GET /api/v1/notifications (spec section 7): the signed-in player's notifications, newest first, written in the
 * Accept-Language of the request; a guest's list is empty. POST /api/v1/notifications/read marks them read.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The player's notifications, newest first (a deposit credited, a payout paid or returned, a race prize won); a bearer is optional",
        response: { 200: notificationsReply, ...commonErrorResponses },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const session = token ? await request.server.lookupToken(token) : null;
      if (!session) return { data: [], meta: { unread: 0 } };
      const locale = request.ctx.locale === 'ru' || request.ctx.locale === 'kz' ? request.ctx.locale : 'en';
      const { data, unread } = await readNotifications(db, session.userId, locale);
      return { data, meta: { unread } };
    },
  );

  app.post(
    '/api/v1/notifications/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        body: readBody,
        response: { 200: z.object({ meta: z.object({ unread: z.number().int() }) }), 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ meta: { unread: await markNotificationsRead(db, request.userId!, request.body.ids ?? null) } }),
  );
};
