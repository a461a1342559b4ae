import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limit';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import type { Ledger } from '../../ledger/ledger';
import { rotateAgingToken, type SessionTtls } from '../sessions/service';
import { getProfileOrThrow, updateProfileSettings } from './service';

const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The public name other players see: a generated pseudonym until the player picks a nickname'),
    is_name_chosen: z.boolean().describe('false while the name is the generated pseudonym'),
    name_changeable_at: z.string().nullable().describe('When the nickname may change again (ISO 8601); null: now'),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    balance: z.number().describe('Real balance in major units'),
    bonus: z.number().describe('Same as bonus_balance'),
    bonus_balance: z.number().describe('Bonus balance in major units'),
    total_balance: z.number().describe('balance + bonus_balance in major units'),
    locale: z.enum(['ru', 'en', 'kz']).nullable(),
    timezone: z.string().nullable(),
    image: z.object({ small: z.string().nullable() }),
    register_method: z.string(),
    is_phone_verified: z.boolean(),
    is_email_verified: z.boolean(),
    is_password_exists: z.boolean(),
    is_avatar_hidden: z.boolean(),
    is_statistics_hidden: z.boolean(),
    verification: z.object({ is_need: z.boolean(), data: z.object({ status: z.enum(['pending', 'failed', 'success']) }) }),
    premium: z.object({ status: z.string() }),
    fresh_token: z.string().nullable().describe('When set, replaces the stored access token'),
    super_bonus: z.string().nullable(),
    features: z.array(z.string()),
    region: z.string().nullable(),
  })
  .meta({ id: 'User' });

export const profileResponseSchema = z.object({ data: userSchema });

const settingsBody = z.object({
  locale: z.enum(['ru', 'en', 'kz'], { message: 'invalid_locale: The locale must be ru, en or kz.' }).optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
  is_avatar_hidden: z.boolean().optional(),
  is_statistics_hidden: z.boolean().optional(),
  // The rules (and their codes) are the service's; this only keeps an absurd value from reaching them.
  name: z.string({ message: 'name_characters: The nickname is text.' }).max(100, { message: 'name_length: The nickname must be 3 to 20 characters long.' }).optional(),
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
