import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/currencies';
import { bearerToken } from '../../http/authenticate';
import { toBalanceView } from '../core/balance-view';
import { playerOf, resolvePlayer } from './player';
import { balanceSchema, playerErrorResponses, security } from '../core/schemas';
import { findUserCurrency } from './repository';
import { createDemoSession, getDemoSession, refillDemo, type DemoDeps, type DemoSession } from './service';

const tags = ['games'];

function demoBalance(session: DemoSession) {
  return toBalanceView(
    { kind: 'demo', sessionId: session.id, currency: session.currency },
    { currency: session.currency, realMinor: session.balanceMinor, bonusMinor: 0 },
  );
}

const sessionSchema = z.object({ demo: z.literal(true), expires_at: z.string(), balance: balanceSchema });

export const demoRoutes: FastifyPluginAsyncZod<{ deps: DemoDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/demo/session',
    {
      schema: {
        tags,
        summary: "A demo session: play money for every game, never the ledger. A signed-in caller's session is tied to them.",
        body: z
          .object({ currency: z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }).optional() })
          .optional(),
        response: { 201: sessionSchema.extend({ token: z.string() }), ...playerErrorResponses },
      },
    },
    async (request, reply) => {
      // A bearer token is optional here: a guest plays demo too, and a stale token must not stand in the way.
      const token = bearerToken(request);
      const session = token ? await request.server.lookupToken(token) : null;
      const userCurrency = session ? await findUserCurrency(deps.db, session.userId) : null;
      const created = await createDemoSession(deps, {
        ip: request.ip,
        userId: session?.userId ?? null,
        currency: request.body?.currency ?? userCurrency ?? DEFAULT_CURRENCY,
      });
      return reply.code(201).send({
        token: created.token,
        demo: true as const,
        expires_at: created.session.expiresAt,
        balance: demoBalance(created.session),
      });
    },
  );

  const demoOnly = resolvePlayer(deps.db);
  const sessionOf = async (request: Parameters<typeof playerOf>[0]) => {
    const player = playerOf(request);
    // Only a demo session has these; a bearer-only caller has no demo session to show.
    if (player.kind !== 'demo') return null;
    return getDemoSession(deps.db, player.sessionId);
  };

  app.get(
    '/api/v2/games/demo/session',
    {
      onRequest: demoOnly,
      schema: { tags, summary: 'The demo session of X-Demo-Session', security, response: { 200: sessionSchema, ...playerErrorResponses } },
    },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return reply.code(401).send({ message: 'demo_session_invalid: Send the demo token in X-Demo-Session.' });
      return { demo: true as const, expires_at: session.expiresAt, balance: demoBalance(session) };
    },
  );

  app.post(
    '/api/v2/games/demo/session/refill',
    {
      onRequest: demoOnly,
      schema: {
        tags,
        summary: 'Back to the starting play-money balance',
        security,
        body: z.object({}).optional(),
        response: { 200: z.object({ balance: balanceSchema }), ...playerErrorResponses },
      },
    },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return reply.code(401).send({ message: 'demo_session_invalid: Send the demo token in X-Demo-Session.' });
      return { balance: demoBalance(await refillDemo(deps.db, session)) };
    },
  );
};
