import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_PROBE_DOMAINS,
  MAX_PROBE_MS,
  MIRROR_PATHS,
  mirrorDataSchema,
  mirrorsToCheckSchema,
  SSO_ID_PATTERN,
  SSO_TRACKING_EVENTS,
  hostnameSchema,
} from '@/lib/mirrors/contract';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { bearerToken, requireUser } from '../../http/authenticate';
import { ValidationError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { lookupCountry, regionOfRequest } from '../geo/service';
import type { SessionTtls } from '../sessions/service';
import {
  exchangeHandoff,
  issueHandoff,
  mirrorDataFor,
  mirrorsToCheck,
  parseHost,
  placeOfOrigin,
  recordMirrorVisit,
  recordProbeResults,
  recordTrackingEvent,
  workingMirrorLink,
  type Place,
} from './service';

export type MirrorRoutesDeps = { db: Db; limiter: RateLimiter; ttls: SessionTtls; handoffTtlS: number };

/** Per client address (guests included) or per player: generous for a browser, slow for a script. */
export const MIRROR_RATE_LIMITS: Record<'publicWriteIp' | 'probesUser' | 'exchangeIp' | 'handoffUser', RateLimitRule> = {
  publicWriteIp: { limit: 60, windowS: 600 },
  probesUser: { limit: 30, windowS: 3600 },
  exchangeIp: { limit: 30, windowS: 600 },
  handoffUser: { limit: 30, windowS: 600 },
};

const tags = ['mirrors'];
const ssoId = z.string().regex(SSO_ID_PATTERN, { message: 'invalid_id: 16 to 128 letters, digits, - or _.' });
const domainBody = z.object({ domain: z.string().max(300) });
const errors = { 401: errorBodySchema, ...commonErrorResponses };

/** A `domain` field as a hostname: a bare host (with or without port) or a URL. 422 otherwise. */
function hostnameOfDomain(domain: string): string {
  let host = domain.trim();
  if (/^https?:\/\//i.test(host)) {
    try {
      host = new URL(host).host;
    } catch {
      host = '';
    }
  }
  const parsed = parseHost(host);
  if (!parsed) throw new ValidationError({ domain: ['invalid_domain: The domain is no hostname.'] });
  return parsed.hostname;
}

/** The signed-in user of a request that does not require one (a bad or absent token: a guest). */
async function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await request.server.lookupToken(token))?.userId ?? null;
}

const placeOf = (request: FastifyRequest): Place => placeOfOrigin(request.headers.origin).place;

export const mirrorRoutes: FastifyPluginAsyncZod<{ deps: MirrorRoutesDeps }> = async (app, { deps }) => {
  const { db, limiter } = deps;
  const limitIp = (request: FastifyRequest, what: string, rule: RateLimitRule) =>
    enforceRateLimits(limiter, [{ key: `mirrors:${what}:ip:${request.ip}`, rule }]);

  app.get(
    MIRROR_PATHS.current,
    {
      schema: {
        tags,
        summary: "The mirror data and settings of a host (the web server asks with the page's Host); an unknown host gets the defaults",
        querystring: z.object({ host: z.string().max(300), scheme: z.enum(['http', 'https']).default('https') }),
        response: { 200: z.object({ data: mirrorDataSchema }), ...commonErrorResponses },
      },
    },
    async (request) => {
      const host = parseHost(request.query.host);
      if (!host) throw new ValidationError({ host: ['invalid_host: The host is no hostname.'] });
      return { data: await mirrorDataFor(db, host.hostname, { scheme: request.query.scheme, port: host.port }) };
    },
  );

  for (const [path, kind] of [
    ['/middleware/mirror', 'visit'],
    ['/middleware/mirrorRedirect', 'redirect'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            kind === 'visit'
              ? 'A player is on a mirror: recorded; answers its data'
              : 'A player was redirected from a mirror: recorded; answers its data',
          body: domainBody,
          response: { 200: z.object({ success: z.literal(true), data: mirrorDataSchema }), ...commonErrorResponses },
        },
      },
      async (request) => {
        await limitIp(request, 'middleware', MIRROR_RATE_LIMITS.publicWriteIp);
        const hostname = hostnameOfDomain(request.body.domain);
        const data = await mirrorDataFor(db, hostname, placeOf(request));
        if (data.known) await recordMirrorVisit(db, { hostname, kind, userId: await optionalUserId(request), ip: request.ip });
        return { success: true as const, data };
      },
    );
  }

  app.get(
    '/api/mirror',
    {
      schema: {
        tags,
        summary: "A working mirror for the page's origin: itself when it works, else another (null when none)",
        querystring: z.object({ domain: z.string().max(300).optional() }),
        response: { 200: z.object({ redirect: z.object({ newLink: z.string().nullable() }) }), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { hostname: originHost, place } = placeOfOrigin(request.headers.origin);
      const hostname = request.query.domain ? hostnameOfDomain(request.query.domain) : originHost;
      return { redirect: { newLink: await workingMirrorLink(db, hostname, place) } };
    },
  );

  app.get(
    MIRROR_PATHS.mirrorsToCheck,
    {
      schema: {
        tags,
        summary: "The mirrors the browser probes: each domain's clean URL and its pixel image",
        response: { 200: mirrorsToCheckSchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: { domains: await mirrorsToCheck(db, placeOf(request)) } }),
  );

  app.post(
    MIRROR_PATHS.antiBonusResult,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The browser's mirror probes: load time in ms per domain, or null when it did not load",
        security: [{ bearer: [] }],
        body: z.object({
          results: z
            .record(z.string().min(1).max(300), z.number().int().min(0).max(MAX_PROBE_MS).nullable())
            .refine((results) => Object.keys(results).length <= MAX_PROBE_DOMAINS, {
              message: `too_many_domains: At most ${MAX_PROBE_DOMAINS} domains.`,
            }),
        }),
        response: { 200: z.object({ success: z.literal(true), stored: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await enforceRateLimits(limiter, [{ key: `mirrors:probes:user:${request.userId}`, rule: MIRROR_RATE_LIMITS.probesUser }]);
      const place = { region: regionOfRequest(request), countryCode: lookupCountry(request.ip) };
      const stored = await recordProbeResults(db, request.userId!, place, request.body.results);
      return { success: true as const, stored };
    },
  );

  app.put(
    MIRROR_PATHS.tracking,
    {
      schema: {
        tags,
        summary: 'An SSO availability event (guests too): created when a mirror sends the browser to the SSO home, finished when back',
        body: z.object({
          name: z.enum(SSO_TRACKING_EVENTS),
          data: z.object({ session_id: ssoId, mirror: hostnameSchema.optional() }),
        }),
        response: { 200: z.object({ success: z.literal(true) }), ...commonErrorResponses },
      },
    },
    async (request) => {
      await limitIp(request, 'tracking', MIRROR_RATE_LIMITS.publicWriteIp);
      const { name, data } = request.body;
      await recordTrackingEvent(db, {
        name,
        sessionId: data.session_id,
        mirror: data.mirror ?? null,
        userId: await optionalUserId(request),
        ip: request.ip,
      });
      return { success: true as const };
    },
  );

  app.post(
    MIRROR_PATHS.handoff,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'A single-use SSO hand-off token for the signed-in user, for one mirror and the browser holding the nonce (docs/mirrors.md)',
        security: [{ bearer: [] }],
        body: z.object({ target_host: hostnameSchema, nonce: ssoId }),
        response: { 200: z.object({ token: z.string(), expires_in: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await enforceRateLimits(limiter, [{ key: `mirrors:handoff:user:${request.userId}`, rule: MIRROR_RATE_LIMITS.handoffUser }]);
      const token = await issueHandoff(db, request.userId!, request.body.target_host, request.body.nonce, deps.handoffTtlS);
      return { token, expires_in: deps.handoffTtlS };
    },
  );

  app.post(
    MIRROR_PATHS.exchange,
    {
      schema: {
        tags,
        summary: 'Exchanges a hand-off token on its mirror, with its nonce, for a new session token (once)',
        body: z.object({ token: z.string().min(16).max(128), host: hostnameSchema, nonce: ssoId }),
        response: { 200: z.object({ token: z.string() }), ...errors },
      },
    },
    async (request) => {
      await limitIp(request, 'exchange', MIRROR_RATE_LIMITS.exchangeIp);
      const token = await exchangeHandoff(db, deps.ttls, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { token };
    },
  );
};
