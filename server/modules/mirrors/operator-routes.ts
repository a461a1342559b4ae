import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SSO_ID_PATTERN } from '@/lib/mirrors/contract';
import type { Db } from '../../db/db';
import { requireOperator } from '../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import {
  availabilityReport,
  changeMirror,
  createMirror,
  listMirrors,
  listTrackingEvents,
  mirrorInputSchema,
  mirrorPatchSchema,
  removeMirror,
  type Mirror,
} from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...commonErrorResponses };

const mirrorSchema = z.object({
  id: z.number().int(),
  hostname: z.string(),
  is_sso_home: z.boolean(),
  is_blocked: z.boolean(),
  verification_meta: z.record(z.string(), z.string()),
  revshare_service_frontend_url: z.string().nullable(),
  telegram_channel_url: z.string().nullable(),
});

const toWire = (mirror: Mirror): z.infer<typeof mirrorSchema> => ({
  id: mirror.id,
  hostname: mirror.hostname,
  is_sso_home: mirror.isSsoHome,
  is_blocked: mirror.isBlocked,
  verification_meta: mirror.verificationMeta,
  revshare_service_frontend_url: mirror.revshareServiceFrontendUrl,
  telegram_channel_url: mirror.telegramChannelUrl,
});

/** The operator's mirrors: list, create, change, delete; availability by region; SSO tracking events. */
export const mirrorOperatorRoutes: FastifyPluginAsyncZod<{ db: Db; key: string }> = async (app, { db, key }) => {
  app.addHook('onRequest', requireOperator(key));
  const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

  app.get(
    '/operator/mirrors',
    {
      schema: {
        tags,
        summary: 'Every configured mirror',
        security,
        response: { 200: z.object({ data: z.array(mirrorSchema) }), ...operatorErrors },
      },
    },
    async () => ({ data: (await listMirrors(db)).map(toWire) }),
  );

  app.post(
    '/operator/mirrors',
    {
      schema: {
        tags,
        summary: 'Add a mirror; making it the SSO home unsets the previous home',
        security,
        body: mirrorInputSchema,
        response: { 201: z.object({ data: mirrorSchema }), ...operatorErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: toWire(await createMirror(db, request.body)) }),
  );

  app.put(
    '/operator/mirrors/:id',
    {
      schema: {
        tags,
        summary: "Change a mirror's fields (those given)",
        security,
        params: idParams,
        body: mirrorPatchSchema,
        response: { 200: z.object({ data: mirrorSchema }), ...operatorErrors },
      },
    },
    async (request) => ({ data: toWire(await changeMirror(db, request.params.id, request.body)) }),
  );

  app.delete(
    '/operator/mirrors/:id',
    { schema: { tags, summary: 'Remove a mirror', security, params: idParams, response: { 204: z.null(), ...operatorErrors } } },
    async (request, reply) => {
      await removeMirror(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/operator/mirrors/availability',
    {
      schema: {
        tags,
        summary: "Mirror availability from players' browsers, per domain and region: probes, reachable %, median load ms",
        security,
        querystring: z.object({
          hours: z.coerce
            .number()
            .int()
            .min(1)
            .max(24 * 90)
            .default(24),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                domain: z.string(),
                region: z.string(),
                probes: z.number().int(),
                reachable_percent: z.number(),
                median_ms: z.number().int().nullable(),
              }),
            ),
          }),
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const since = new Date(Date.now() - request.query.hours * 3_600_000);
      const rows = await availabilityReport(db, since);
      return {
        data: rows.map((row) => ({
          domain: row.hostname,
          region: row.region,
          probes: row.probes,
          reachable_percent: row.reachablePercent,
          median_ms: row.medianMs,
        })),
      };
    },
  );

  app.get(
    '/operator/sso/tracking-events',
    {
      schema: {
        tags,
        summary: "One SSO session's availability events",
        security,
        querystring: z.object({ session_id: z.string().regex(SSO_ID_PATTERN) }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                name: z.string(),
                session_id: z.string(),
                mirror: z.string().nullable(),
                user_id: z.number().int().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
          ...operatorErrors,
        },
      },
    },
    async (request) => ({
      data: (await listTrackingEvents(db, request.query.session_id)).map((event) => ({
        name: event.name,
        session_id: event.sessionId,
        mirror: event.mirror,
        user_id: event.userId,
        created_at: event.createdAt,
      })),
    }),
  );
};
