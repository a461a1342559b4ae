import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { playerOf, resolvePlayer } from '../core/player';
import { pageMetaSchema, pageQuerySchema, playerErrorResponses, security } from '../core/schemas';
import { chainSchema as roundChainSchema, historyLimitSchema, publicErrors, tags } from '../round-kit/routes';
import { crashErrors } from './errors';
import { crashChainSummary, listOwnCrashBets, listRoundHistory } from './history';

const chainSchema = roundChainSchema.meta({ id: 'CrashChain' });

const historyItemSchema = z
  .object({
    round_id: z.number().int(),
    crash: z.number(),
    hash: z.string(),
    aborted: z.boolean(),
    started_at: z.string().nullable(),
    bets: z.number().int(),
    wagered: z.record(z.string(), z.number()),
  })
  .meta({ id: 'CrashRound' });

const ownBetSchema = z
  .object({
    id: z.number().int(),
    round_id: z.number().int(),
    demo: z.boolean(),
    state: z.enum(['open', 'cashed_out', 'lost', 'cancelled', 'refunded']),
    currency: z.string(),
    amount: z.number(),
    auto_cashout: z.number().nullable(),
    cashed_out_at: z.number().nullable(),
    payout: z.number(),
    profit: z.number(),
    crash: z.number().nullable(),
    hash: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'CrashBet' });

/** Crash's REST routes (docs/realtime.md): the chain's commitment, the ended rounds, the caller's own bets. */
export function crashRoutes(db: Db): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // resolvePlayer sets it; the games module declares it for its own routes, this plugin may live outside it.
    if (!app.hasRequestDecorator('gamePlayer')) app.decorateRequest('gamePlayer', null);

    app.get(
      '/api/v2/games/crash/chain',
      { schema: { tags, summary: "Crash's hash chain: the terminal hash and salt committed before its first round", response: { 200: chainSchema, ...publicErrors } } },
      async () => {
        const chain = await crashChainSummary(db);
        if (!chain) throw crashErrors.noChain();
        return chain;
      },
    );

    app.get(
      '/api/v2/games/crash/history',
      {
        schema: {
          tags,
          summary: 'The last ended crash rounds, newest first: crash point, hash (to verify), real-money bets and stakes',
          querystring: z.object({ limit: historyLimitSchema }),
          response: { 200: z.object({ data: z.array(historyItemSchema) }), ...publicErrors },
        },
      },
      async (request) => ({ data: await listRoundHistory(db, request.query.limit) }),
    );

    app.get(
      '/api/v2/games/crash/bets/my',
      {
        onRequest: resolvePlayer(db),
        schema: {
          tags,
          summary: 'My crash bets (a demo session: its demo bets), newest first',
          security,
          querystring: pageQuerySchema,
          response: { 200: z.object({ data: z.array(ownBetSchema), meta: pageMetaSchema }), ...playerErrorResponses },
        },
      },
      async (request) => {
        const { page, per_page: perPage } = request.query;
        const { total, data } = await listOwnCrashBets(db, playerOf(request), { limit: perPage, offset: (page - 1) * perPage });
        return { data, meta: { page, per_page: perPage, total } };
      },
    );
  };
}
