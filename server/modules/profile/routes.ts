import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import type { Ledger } from '../../ledger/ledger';
import { rotateAgingToken, type SessionTtls } from '../sessions/service';
import { profileResponseSchema } from './schemas';
import { getProfileOrThrow, updateProfileSettings } from './service';

const settingsBody = z.object({
  locale: z.enum(['ru', 'en', 'kz'], { message: 'invalid_locale: The locale must be ru, en or kz.' }).optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
  is_avatar_hidden: z.boolean().optional(),
  is_statistics_hidden: z.boolean().optional(),
});

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; ledger: Ledger; ttls: SessionTtls }> = async (app, { db, ledger, ttls }) => {
  const authenticated = requireUser;

  app.get(
    '/profile/user',
    {
      onRequest: authenticated,
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile and balances",
        security: [{ bearer: [] }],
        response: { 200: profileResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const freshToken = await rotateAgingToken(db, ttls, bearerToken(request)!, request.session!);
      return { data: await getProfileOrThrow(db, ledger, request.userId!, request.ctx.region, freshToken) };
    },
  );

  app.put(
    '/profile/settings',
    {
      onRequest: authenticated,
      schema: {
        tags: ['profile'],
        summary: 'Change the locale, time zone or privacy flags (any subset)',
        security: [{ bearer: [] }],
        body: settingsBody,
        response: { 200: profileResponseSchema, 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { body } = request;
      await updateProfileSettings(db, request.userId!, {
        locale: body.locale,
        timezone: body.timezone,
        isAvatarHidden: body.is_avatar_hidden,
        isStatisticsHidden: body.is_statistics_hidden,
      });
      return { data: await getProfileOrThrow(db, ledger, request.userId!, request.ctx.region) };
    },
  );
};
