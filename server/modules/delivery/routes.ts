import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { NotFoundError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { isOutboxServed, listOutbox, type Delivery } from './service';

const outboxResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; env: Config['env']; delivery: Delivery }> = async (
  app,
  { db, env, delivery },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages sent to an address while no real transport is configured (development only)',
        querystring: z.object({ to: z.string().trim().min(3).max(254) }),
        response: { 200: outboxResponseSchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      if (!isOutboxServed(env, delivery)) throw new NotFoundError();
      // A phone's "+" often arrives decoded as a space when the caller did not encode it.
      const raw = request.query.to;
      const digits = raw.replace(/[\s()-]/g, '');
      const to = raw.includes('@') ? raw.toLowerCase() : digits.startsWith('+') ? digits : `+${digits}`;
      return { data: await listOutbox(db, to) };
    },
  );
};
