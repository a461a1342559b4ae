import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import { ValidationError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { AFFILIATE_FIELDS, affiliateBody, attachSourceBody, pageOpenBody, successSchema, utmBody, utmReply } from './schemas';
import { attachSource, recordAffiliateLanding, recordClient, recordPageOpen, recordUtmLanding } from './service';

const tags = ['attribution'];
const security = [{ bearer: [] }];

/** Landings and page opens per client address (spec section 5: one of each per page view at most). */
export const TOUCH_RATE: RateLimitRule = { limit: 30, windowS: 60 };
/** attachSource per user. */
export const ATTACH_RATE: RateLimitRule = { limit: 20, windowS: 60 };
/** A landing's body is its query: small. */
const TOUCH_BODY_LIMIT = 16 * 1024;

export type AttributionRouteDeps = { db: Db; limiter: RateLimiter };

export const attributionRoutes: FastifyPluginAsyncZod<{ deps: AttributionRouteDeps }> = async (app, { deps }) => {
  const { db, limiter } = deps;
  const authenticated = requireUser;

  /** The signed-in user when a valid bearer token comes along; a guest otherwise (a stale token is no error here). */
  const optionalUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await request.server.lookupToken(token) : null;
    if (session) request.userId = session.userId;
  };
  const touchLimit = async (request: FastifyRequest) => {
    await enforceRateLimits(limiter, [{ key: `attribution:touch:ip:${request.ip}`, rule: TOUCH_RATE }]);
  };
  // Counted before the body is read: a flood of invalid bodies is limited too.
  const publicTouch = { onRequest: [touchLimit, optionalUser], bodyLimit: TOUCH_BODY_LIMIT };

  app.post(
    '/middleware/utm',
    {
      ...publicTouch,
      schema: {
        tags,
        summary: 'Record a UTM landing (the whole query, all four utm_* required); answers the advId and the ad bonus',
        body: utmBody,
        response: { 200: utmReply, ...commonErrorResponses },
      },
    },
    async (request) => recordUtmLanding(db, { query: request.body, ip: request.ip, userId: request.userId }),
  );

  app.post(
    '/middleware/registerPageOpenEvent',
    {
      ...publicTouch,
      schema: {
        tags,
        summary: 'Record a page opened from a partner link carrying subH',
        body: pageOpenBody,
        response: { 200: successSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { subH, uuid, click_url: clickUrl } = request.body;
      await recordPageOpen(db, { subH, uuid: uuid || null, clickUrl: clickUrl || null, ip: request.ip, userId: request.userId });
      return { success: true as const };
    },
  );

  app.post(
    '/middleware/affiliate',
    {
      ...publicTouch,
      schema: {
        tags,
        summary: 'Record an affiliate landing (the query, or { query }); at least one partner or utm field',
        body: affiliateBody,
        response: { 200: successSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const query = (typeof body.query === 'object' && body.query !== null ? body.query : body) as Record<string, string>;
      if (!AFFILIATE_FIELDS.some((field) => query[field])) {
        throw new ValidationError({ query: [`empty_query: One of ${AFFILIATE_FIELDS.join(', ')} is required.`] });
      }
      await recordAffiliateLanding(db, { query, ip: request.ip, userId: request.userId });
      return { success: true as const };
    },
  );

  app.post(
    '/middleware/ip',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Record the client's IP, host and user agent on the current session",
        security,
        body: z.object({ host: z.string().trim().max(255).nullish(), userAgent: z.string().max(512).nullish() }).optional(),
        response: { 200: successSchema, 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await recordClient(db, request.sessionId!, {
        ip: request.ip,
        host: request.body?.host || null,
        userAgent: request.body?.userAgent || request.headers['user-agent']?.slice(0, 512) || null,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/attachSource',
    {
      onRequest: [
        authenticated,
        async (request) => {
          await enforceRateLimits(limiter, [{ key: `attribution:attach:user:${request.userId}`, rule: ATTACH_RATE }]);
        },
      ],
      schema: {
        tags,
        summary: "Attach traffic-source fields to the user: stored as the user's last touch (the first one never changes)",
        security,
        body: attachSourceBody,
        response: { 200: successSchema, 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await attachSource(db, request.userId!, request.body, request.ip);
      return { success: true as const };
    },
  );
};
