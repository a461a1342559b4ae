import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limit';
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
  // The rules (and their codes) are the service's; this only keeps an absurd value from reaching them.
  name: z
    .string({ message: 'name_characters: The nickname is text.' })
    .max(100, { message: 'name_length: The nickname must be 3 to 20 characters long.' })
    .optional(),
});

type ProfileOptions = { db: Db; ledger: Ledger; ttls: SessionTtls; limiter: RateLimiter; settingsRule: RateLimitRule };

export const profileRoutes: FastifyPluginAsyncZod<ProfileOptions> = async (app, { db, ledger, ttls, limiter, settingsRule }) => {
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
        summary: 'Change the locale, time zone, privacy flags or nickname (any subset; all or nothing)',
        security: [{ bearer: [] }],
        body: settingsBody,
        response: { 200: profileResponseSchema, 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { body } = request;
      await updateProfileSettings({ db, limiter, rule: settingsRule }, request.userId!, {
        locale: body.locale,
        timezone: body.timezone,
        isAvatarHidden: body.is_avatar_hidden,
        isStatisticsHidden: body.is_statistics_hidden,
        name: body.name,
      });
      return { data: await getProfileOrThrow(db, ledger, request.userId!, request.ctx.region) };
    },
  );
};
