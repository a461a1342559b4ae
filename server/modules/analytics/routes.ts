import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_API_PATH,
  ANALYTICS_BATCH_MAX,
  ANALYTICS_DATA_MAX_BYTES,
  ANALYTICS_EVENT_NAME,
  ANALYTICS_MAX_AGE_MS,
  ANALYTICS_MAX_SKEW_MS,
} from '@/lib/analytics/ingest-contract';
import { commonErrorResponses } from '../../http/schemas';
import { ingestEvents, type AnalyticsDeps } from './service';

const eventSchema = z.object({
  name: z.string().regex(ANALYTICS_EVENT_NAME, 'invalid_name: An event name is lowercase letters, digits and _ . : - (at most 64).'),
  data: z
    .record(z.string().max(64), z.unknown())
    .default({})
    .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= ANALYTICS_DATA_MAX_BYTES, {
      message: `data_too_large: An event's data is at most ${ANALYTICS_DATA_MAX_BYTES} bytes of JSON.`,
    }),
  at_ms: z
    .number()
    .int()
    .refine((atMs) => atMs >= Date.now() - ANALYTICS_MAX_AGE_MS && atMs <= Date.now() + ANALYTICS_MAX_SKEW_MS, {
      message: 'invalid_time: The event time is too far in the past or the future.',
    }),
});

const batchSchema = z.object({
  session_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_session: A session id is 8-64 letters, digits, _ or -.'),
  user_id: z.number().int().positive().nullable().default(null),
  events: z.array(eventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

/** POST /api/v2/analytics/events: a batch of the web client's events (the web's /ingest/events forwards here). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  app.post(
    ANALYTICS_API_PATH,
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['analytics'],
        summary: `Store a batch of analytics events (1-${ANALYTICS_BATCH_MAX}); rate-limited per client address`,
        body: batchSchema,
        response: { 202: z.object({ accepted: z.number().int() }), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { session_id: sessionId, user_id: userId, events } = request.body;
      const accepted = await ingestEvents(
        deps,
        { sessionId, userId, events: events.map((event) => ({ name: event.name, data: event.data, atMs: event.at_ms })) },
        request.ip || null,
      );
      return reply.code(202).send({ accepted });
    },
  );
};
