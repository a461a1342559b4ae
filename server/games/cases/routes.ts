import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CASES, findCase } from '@/lib/cases-catalog';
import { CURRENCIES } from '@/lib/currencies';
import { cases } from '@/lib/games';
import { placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { callerCurrency } from '../demo/caller-currency';
import { gameErrors } from '../core/errors';
import { playerOf } from '../demo/player';
import { playReply } from '../bets/reply';
import { playRoute } from '../demo/route-options';
import { playerErrorResponses } from '../core/schemas';
import { caseView, openCase } from './engine';

const tags = ['games'];
const slugParams = z.object({ slug: z.string().max(64) });
const currencyQuery = z.object({
  currency: z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }).optional(),
});
const caseSchema = z
  .object({
    slug: z.string(),
    price: z.number(),
    rtp: z.number(),
    items: z.array(z.object({ key: z.string(), value: z.number(), multiplier: z.number(), chance: z.number() })),
  })
  .meta({ id: 'GameCase' });

export const casesRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/games/cases',
    {
      schema: {
        tags,
        summary: "The cases catalogue in the caller's currency (a guest: ?currency=, default RUB)",
        querystring: currencyQuery,
        response: { 200: z.object({ currency: z.string(), data: z.array(caseSchema) }), ...playerErrorResponses },
      },
    },
    async (request) => {
      const currency = await callerCurrency(deps.db, request, request.query.currency);
      return { currency, data: CASES.map((entry) => caseView(entry, currency)) };
    },
  );

  app.get(
    '/api/v2/games/cases/:slug',
    {
      schema: {
        tags,
        summary: 'One case',
        params: slugParams,
        querystring: currencyQuery,
        response: { 200: caseSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const entry = findCase(request.params.slug);
      if (!entry) throw gameErrors.caseNotFound();
      return caseView(entry, await callerCurrency(deps.db, request, request.query.currency));
    },
  );

  const open = playRoute(
    deps.db,
    tags,
    'Open a case: its price is the stake, the item drawn is paid (Idempotency-Key required)',
    cases.operations.open.optional(),
    cases.fields,
  );
  app.post('/api/v2/games/cases/:slug/open', { ...open, schema: { ...open.schema, params: slugParams } }, async (request) => {
    const { slug } = request.params;
    const entry = findCase(slug);
    if (!entry) throw gameErrors.caseNotFound();
    const player = playerOf(request);
    const currency = await playerCurrency(deps, player);
    const played = await placeBet(deps, player, {
      game: cases.id,
      currency,
      stakeMinor: entry.pricesMinor[currency],
      params: { slug },
      idempotencyKey: String(request.headers['idempotency-key']),
      decide: (draw) => openCase(entry, currency, draw),
    });
    return playReply(player, played);
  });
};
