import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import { registerAuthentication } from './http/authenticate';
import { registerErrorHandlers } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { registerRequestContext } from './http/request-context';
import { registerStorableText } from './http/schemas';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './http/rate-limit';
import type { Ledger } from './ledger/ledger';
import { analyticsRoutes } from './modules/analytics/routes';
import { supportOperatorRoutes } from './modules/support/operator-routes';
import { supportRoutes } from './modules/support/routes';
import type { SupportDeps } from './modules/support/service';
import { registerAttribution, type Attribution, type AttributionOptions } from './modules/attribution/attribution-module';
import { billingModule } from './modules/billing/billing-module';
import { createCaptchaVerifier, type CaptchaVerifier } from './modules/auth/captcha';
import { recoveryRoutes } from './modules/auth/recovery-routes';
import { authRoutes } from './modules/auth/routes';
import type { AuthDeps } from './modules/auth/service';
import { deliveryRoutes } from './modules/delivery/routes';
import {
  createBackgroundWork,
  createMailer,
  createSmsSender,
  type Delivery,
  type Mailer,
  type SmsSender,
} from './modules/delivery/service';
import { socialRoutes } from './modules/social/routes';
import { createSocialLogin } from './modules/social/service';
import { registerRegionGate } from './modules/geo/region-gate';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { registerMirrors } from './modules/mirrors/mirrors-module';
import { notificationsRoutes } from './modules/notifications/routes';
import { operatorRoutes } from './modules/operator/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { createSessionAuthority } from './modules/sessions/service';
import { topRoutes } from './modules/top/routes';
import { registerVip, type Vip } from './modules/vip/vip-module';
import { profileRoutes } from './modules/profile/routes';
import { redirectRoutes } from './modules/redirects/routes';
import { createRedirectService } from './modules/redirects/service';
import { createPaymentProviders, type PaymentProviders } from './payments/registry';
import { registerBonuses, type Bonuses } from './modules/bonuses/bonuses-module';
import { registerCasino, type Casino } from './modules/casino/casino-module';
import { registerTournaments, type Tournaments } from './modules/tournaments/tournaments-module';
import type { HttpPost } from './aggregators/hub88/client';
import { createFeedBus, feedTransportOf, type FeedBus } from './games/feed/bus';
import { gamesModule } from './games/games-module';
import { createRealtimeGames } from './games/realtime-games';
import { createRealtime, type Realtime, type RealtimeGame } from './realtime/realtime-module';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers; main.ts starts their job queue, and the app's close stops it when the app made them. */
    payments: PaymentProviders;
    /** The realtime sockets and games; main.ts starts their leader loops, the app's close stops them. */
    realtime: Realtime;
    /** The slots and live casino; main.ts starts its catalogue sync once the api listens. */
    casino: Casino;
    /** The bonus engine; main.ts starts its sweep once the api listens. */
    bonuses: Bonuses;
    /** Races and tournaments; main.ts starts their job (daily races ahead, ended ones paid) once the api listens. */
    tournaments: Tournaments;
    /** The VIP club; main.ts starts its level-up job. */
    vip: Vip;
    /** Traffic attribution; main.ts starts its postback pump. */
    attribution: Attribution;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  ledger: Ledger;
  /** Fastify's logger option; tests leave it off. */
  logger?: FastifyServerOptions['logger'];
  /** Made from config when not given (REDIS_URL, SMTP_URL, SMS_PROVIDER, captcha secrets). */
  limiter?: RateLimiter;
  mailer?: Mailer;
  sms?: SmsSender;
  captcha?: CaptchaVerifier;
  /** Made from config when not given (PAYMENT_SANDBOX, NOWPAYMENTS_*); tests pass theirs to route the sandbox's notifications. */
  payments?: PaymentProviders;
  /** The shared-round games; made from config.realtime.games when not given (tests pass their own). */
  realtimeGames?: RealtimeGame[];
  /** How the casino reaches its aggregator (and the sandbox aggregator this api's wallet); tests route it into app.inject. */
  casinoPost?: (app: FastifyInstance) => HttpPost;
  /** Redis channels and leader locks of this app start with it (tests keep their runs apart); default `realtime:`. */
  realtimeNamespace?: string;
  /** The settled bets' feed bus; made here when not given (tests pass the one their own realtimeGames publish to). */
  feed?: FeedBus;
  /** Postback delivery retries and pump interval; tests shorten them. */
  postbackRetry?: AttributionOptions['postbackRetry'];
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Bearer tokens whose sessions an api node keeps at once (session-cache.ts): the recently active players'. */
const SESSION_CACHE_MAX = 100_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, ledger } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustedProxies,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandlers(app);
  registerRequestContext(app);
  const sessions = createSessionAuthority(db, { ttlMs: config.sessionCacheTtlMs, maxEntries: SESSION_CACHE_MAX });
  registerAuthentication(app, sessions.lookupToken);
  await registerIdempotency(app, db);
  registerRegionGate(app, config.restrictedCountries);
  registerStorableText(app);

  await app.register(helmet, {
    // The api answers JSON only; the docs page sets its own policy below.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.webOrigins,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Region', 'X-Request-Id', 'Idempotency-Key', 'X-Demo-Session'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Casino platform api', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
          demoSession: { type: 'apiKey', in: 'header', name: 'X-Demo-Session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const redirects = createRedirectService(db, config.redirectsCacheTtlMs);
  await app.register(healthRoutes, { db });
  await app.register(geoRoutes, { restrictedCountries: config.restrictedCountries });
  await app.register(redirectRoutes, { redirects });
  const limiter = deps.limiter ?? (config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter());
  await app.register(profileRoutes, { db, ledger, ttls: config, limiter, settingsRule: config.rateLimits.settingsAccount });
  const delivery: Delivery = {
    mailer: deps.mailer ?? createMailer(config, db),
    sms: deps.sms ?? createSmsSender(config, db),
    background: createBackgroundWork((error) => app.log.error({ err: error }, 'message delivery failed')),
  };
  app.addHook('onClose', async () => {
    await delivery.background.settled();
    // Only what this app made; injected ones belong to the caller.
    if (!deps.limiter) await limiter.close();
    if (!deps.mailer) await delivery.mailer.close();
  });
  const auth: AuthDeps = {
    log: app.log,
    db,
    ledger,
    config,
    limiter,
    delivery,
    captcha: deps.captcha ?? createCaptchaVerifier(config),
    sessions: sessions.revocations,
  };
  await app.register(authRoutes, { deps: auth });
  await app.register(recoveryRoutes, { deps: auth });
  await app.register(socialRoutes, { social: createSocialLogin({ db, ledger, config, limiter }) });
  await app.register(sessionRoutes, { db, revocations: sessions.revocations });
  await app.register(topRoutes, { db, cacheTtlMs: config.topCacheTtlMs });
  await app.register(notificationsRoutes, { db });
  await app.register(analyticsRoutes, { deps: { db, limiter, ingestRule: config.rateLimits.analyticsIngestIp } });
  await registerMirrors(app, { config, db, limiter });
  await app.register(deliveryRoutes, { db, devOutbox: config.devOutbox, delivery });
  if (config.operatorApiKey) await app.register(operatorRoutes, { db, ledger, config, key: config.operatorApiKey });
  const support: SupportDeps = {
    db,
    limiter,
    mailer: delivery.mailer,
    rules: { ticketIp: config.rateLimits.supportTicketIp, replyUser: config.rateLimits.supportReplyUser },
    log: app.log,
  };
  await app.register(supportRoutes, { deps: support });
  if (config.operatorApiKey) await app.register(supportOperatorRoutes, { deps: support, key: config.operatorApiKey });

  const payments = deps.payments ?? createPaymentProviders({ config, db, log: app.log });
  app.decorate('payments', payments);
  if (!deps.payments) app.addHook('onClose', () => payments.close());
  await app.register(payments.routes);
  await app.register(billingModule, { config, db, ledger, payments });
  app.decorate(
    'attribution',
    await registerAttribution(app, { config, db, queue: payments.queue, limiter, postbackRetry: deps.postbackRetry }),
  );
  const casino = await registerCasino(app, { config, db, ledger, queue: payments.queue, post: deps.casinoPost?.(app) });
  app.decorate('casino', casino);
  const bonuses = await registerBonuses(app, {
    config,
    db,
    ledger,
    queue: payments.queue,
    limiter,
    promoRule: config.rateLimits.bonusPromoUser,
  });
  app.decorate('bonuses', bonuses);
  // The standings are the top's kind of query: cached like it, but for at most 5 s so the live board stays live.
  const standingsTtlMs = Math.min(config.topCacheTtlMs, 5_000);
  app.decorate('tournaments', await registerTournaments(app, { db, ledger, queue: payments.queue, cacheTtlMs: standingsTtlMs }));
  app.decorate('vip', await registerVip(app, { db, ledger, queue: payments.queue, limiter, joinRule: config.rateLimits.vipJoinUser }));
  const feed = deps.feed ?? createFeedBus();
  await app.register(gamesModule, { db, ledger, limiter, feed });

  const realtime = await createRealtime({
    config,
    db,
    ledger,
    lookupToken: app.lookupToken,
    log: app.log,
    games:
      deps.realtimeGames ??
      createRealtimeGames(config.realtime.games, { db, ledger, feed, restrictedCountries: config.restrictedCountries }),
    namespace: deps.realtimeNamespace,
  });
  // Every node's settled bets to every node's streams, once each (through Redis when REDIS_URL is set).
  feed.carryOver(feedTransportOf(realtime.bus));
  // A logout on any node ends the token on every node at once (the cache's TTL bounds it should a message be lost).
  sessions.carryRevocations(realtime.bus);
  app.decorate('realtime', realtime);
  // Before the server closes: it would wait for the open sockets, which only this closes.
  app.addHook('preClose', () => realtime.close());
  await app.register(realtime.routes);
  return app;
}
