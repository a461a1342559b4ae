import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; devOutbox: boolean; delivery: Delivery }> = async (
  app,
  { db, devOutbox, delivery },
) => {
  if (!isOutboxServed(devOutbox, delivery)) return;
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
      // The api listens on loopback when the outbox is on; this also keeps out what a local reverse proxy forwards.
      const peer = request.socket.remoteAddress ?? '';
      if (!LOOPBACK_PEER.test(peer) || request.headers['x-forwarded-for'] !== undefined) throw new NotFoundError();
      // A phone's "+" often arrives decoded as a space when the caller did not encode it.
      const raw = request.query.to;
      const digits = raw.replace(/[\s()-]/g, '');
      const to = raw.includes('@') ? raw.toLowerCase() : digits.startsWith('+') ? digits : `+${digits}`;
      await delivery.background.settled();
      return { data: await listOutbox(db, to) };
    },
  );
};
