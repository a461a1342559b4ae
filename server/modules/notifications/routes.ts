import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../http/schemas';

const notificationsReply = z.object({
  data: z.array(z.object({ id: z.number().int(), type: z.string(), text: z.string(), created_at: z.string(), read: z.boolean() })),
  meta: z.object({ unread: z.number().int() }),
});

/**
 * GET /api/v1/notifications (spec section 7; the web calls it after a login and ignores the reply). Nothing
 * sends notifications yet, so the list is empty for everyone until the growth work gives it content.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The player's notifications, newest first (empty until notifications are sent); a bearer is optional",
        response: { 200: notificationsReply, ...commonErrorResponses },
      },
    },
    async () => ({ data: [], meta: { unread: 0 } }),
  );
};
