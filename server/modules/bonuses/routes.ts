import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationsReplySchema,
  freeSpinsReplySchema,
  promoBonusReplySchema,
  promoRedeemBodySchema,
  waitingBonusReplySchema,
  welcomePackReplySchema,
} from '@/lib/bonuses/contract';
import { isCurrency } from '@/lib/currencies';
import type { LocaleCode } from '@/lib/locales';
import { TIMINGS } from '@/lib/timings';
import { bearerToken, requireUser } from '../../http/authenticate';
import { NotFoundError } from '../../http/errors';
import type { RateLimitRule } from '../../config';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { lookupCountry } from '../geo/service';
import { findUserById } from '../users/service';
import type { BonusSeed } from './definitions';
import { findPromo, redeemPromo } from './grants';
import type { BonusDeps } from './money';
import { countDeposits } from './repository';
import { forfeitActivation, nextDepositBonus, playerActivations, welcomePack } from './service';

export type BonusRoutesOptions = { deps: BonusDeps; seed: BonusSeed; limiter: RateLimiter; promoRule: RateLimitRule };

const localeOf = (request: FastifyRequest): LocaleCode =>
  request.ctx.locale === 'ru' || request.ctx.locale === 'kz' ? request.ctx.locale : 'en';

async function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  const session = token ? await request.server.lookupToken(token) : null;
  return session?.userId ?? null;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const tags = ['bonuses'];

/** The bonus engine's routes (spec section 7, "Billing and bonuses"; docs/bonuses.md). */
export const bonusRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, { deps, seed, limiter, promoRule }) => {
  const { db } = deps;

  app.get(
    '/bonus-system/bonus-activation/waiting-reg-and-dep',
    {
      schema: {
        tags,
        summary: "The bonus a guest's registration and first deposit, or a player's next deposit, gets; null when none",
        response: { 200: waitingBonusReplySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const userId = await optionalUserId(request);
      if (userId === null) {
        const first = (await welcomePack(db, seed, locale, undefined)).data.steps[0];
        return { data: first ? { name: first.name, expires_in: Math.floor(TIMINGS.guestWelcomePackWindowMs / 1000) } : null };
      }
      const user = await findUserById(db, userId);
      if (!user) return { data: null };
      const next = await nextDepositBonus(db, { userId, currency: user.currency, depositsMade: await countDeposits(db, userId) }, locale);
      return { data: next ? { name: next.name, expires_in: next.expiresIn } : null };
    },
  );

  app.get(
    '/bonus-system/bonus/:promo',
    {
      schema: {
        tags,
        summary: 'A promo code’s bonus; an unknown, switched-off or out-of-window code is a 404 (the web then clears its promo cookie)',
        params: z.object({ promo: z.string().max(64) }),
        response: { 200: promoBonusReplySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const definition = await findPromo(db, request.params.promo);
      return {
        data: {
          name: definition.name[localeOf(request)],
          kind: definition.kind,
          expires_in: definition.expires_in_days * 86_400,
          region: definition.regions,
        },
      };
    },
  );

  app.post(
    '/api/v2/bonuses/promo',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Redeem a promo code: unknown (404), not in your region (403), not in your currency (422), already used (409)',
        security: [{ bearer: [] }],
        body: promoRedeemBodySchema,
        response: {
          201: activationsReplySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = request.userId!;
      await enforceRateLimits(limiter, [{ key: `bonus-promo:user:${userId}`, rule: promoRule }]);
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError();
      await redeemPromo(deps, { userId, currency: user.currency, country: lookupCountry(request.ip) }, request.body.promo);
      reply.code(201);
      return { data: await playerActivations(deps, userId, localeOf(request)) };
    },
  );

  app.get(
    '/api/v2/bonuses/activations',
    {
      schema: {
        tags,
        summary: "The player's bonuses, newest first, with wagering progress (a guest's list is empty)",
        response: { 200: activationsReplySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const userId = await optionalUserId(request);
      return { data: userId === null ? [] : await playerActivations(deps, userId, localeOf(request)) };
    },
  );

  app.post(
    '/api/v2/bonuses/activations/:id/forfeit',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Give up an active bonus: the bonus money is removed and the next waiting bonus starts',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: activationsReplySchema, 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await forfeitActivation(deps, request.userId!, request.params.id);
      return { data: await playerActivations(deps, request.userId!, localeOf(request)) };
    },
  );

  app.get(
    '/api/v3/welcome-pack/get-welcome-packs-guest',
    {
      schema: {
        tags,
        summary: "The welcome pack's title and the real terms of each deposit step, in a currency (default: the interface market's)",
        querystring: z.object({ currency: z.string().max(8).optional() }),
        response: { 200: welcomePackReplySchema, ...commonErrorResponses },
      },
    },
    async (request) => welcomePack(db, seed, localeOf(request), isCurrency(request.query.currency) ? request.query.currency : undefined),
  );

  app.get(
    '/profile/freeSpins',
    {
      schema: {
        tags,
        summary: "The player's free spins (spec: game.id, expiration_at). No free-spin campaign exists yet, so the list is empty",
        response: { 200: freeSpinsReplySchema, ...commonErrorResponses },
      },
    },
    async () => ({ data: [] }),
  );

  const noCampaign = () => {
    throw new NotFoundError('campaign_not_found: No such free-spins campaign.', 'campaign_not_found');
  };
  app.get(
    '/api/freeSpinsCampaigns/:id',
    {
      schema: {
        tags,
        summary: 'A free-spins campaign (none exist yet: 404)',
        params: idParams,
        response: { 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    noCampaign,
  );
  app.put(
    '/api/v2/freeSpinsCampaigns/cancel/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel a free-spins campaign (none exist yet: 404)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    noCampaign,
  );
};
