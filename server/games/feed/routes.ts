import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { FEED_KINDS, matchesFeed, toFeedItem, type FeedBus } from './bus';
import { feedGameSchema } from './games';
import { listFeed } from './repository';

const tags = ['games'];
const PING_MS = 20_000;
/** Open streams per api process; past it a new one gets 503 (each holds a socket and a listener). */
const MAX_STREAMS = 10_000;

const feedQuery = z.object({
  game: z.union([z.literal('all'), feedGameSchema], { message: 'invalid_game: all or one of the games.' }).default('all'),
  kind: z.enum(FEED_KINDS, { message: `invalid_kind: One of ${FEED_KINDS.join(', ')}.` }).default('all'),
});

const feedItemSchema = z
  .object({
    id: z.number().int().describe("The bet's id in its game (an instant game's: GET /api/v2/games/bets/{id})"),
    key: z.string().describe("`<game>:<id>`: unique among every game's bets"),
    game: feedGameSchema,
    user: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
    currency: z.string(),
    amount: z.number(),
    payout: z.number(),
    multiplier: z.number(),
    multiplier_bp: z.number().int(),
    win: z.boolean().describe('Something was paid (payout above 0); `outcome` tells a win from a partial return'),
    outcome: z.enum(['won', 'push', 'lost']).describe('By money: a payout above the stake won, equal a push, below lost'),
    created_at: z.string(),
  })
  .meta({ id: 'GameFeedItem' });

/** Public: the latest settled real-money bets, and the same live as server-sent events. */
export const feedRoutes: FastifyPluginAsyncZod<{ db: Db; feed: FeedBus; pingMs?: number }> = async (
  app,
  { db, feed, pingMs = PING_MS },
) => {
  app.get(
    '/api/v2/games/feed',
    {
      schema: {
        tags,
        summary: 'The latest settled real-money bets: all, high rollers or big wins (the lobby strip)',
        querystring: feedQuery.extend({ limit: z.coerce.number({ message: 'invalid_limit: 1 to 50.' }).int().min(1).max(50).default(20) }),
        response: { 200: z.object({ data: z.array(feedItemSchema) }), 422: validationErrorBodySchema, 500: errorBodySchema },
      },
    },
    async (request) => {
      const { game, kind, limit } = request.query;
      const rows = await listFeed(db, { game: game === 'all' ? null : game, kind, limit });
      return { data: rows.map(({ bet, bettor }) => toFeedItem(bet, bettor)) };
    },
  );

  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/api/v2/games/feed/stream',
    {
      schema: {
        // An endless text/event-stream, which OpenAPI cannot describe (nor a client generated from it read):
        // docs/games-api.md is its contract.
        hide: true,
        tags,
        summary: 'Server-sent events: `event: bet` with a feed item for each settled real-money bet that matches',
        querystring: feedQuery,
        response: { 422: validationErrorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { game, kind } = request.query;
      if (streams.size >= MAX_STREAMS)
        return reply.code(503).header('retry-after', '30').send({ message: 'Too many live feeds open, retry later.' });
      reply.hijack();
      const raw = reply.raw;
      // Headers set by hooks so far (CORS, security headers) go out with the stream's own.
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 3000\n\n');
      const unsubscribe = feed.subscribe((event) => {
        if (matchesFeed(event, game, kind)) raw.write(`event: bet\ndata: ${JSON.stringify(event.item)}\n\n`);
      });
      const ping = setInterval(() => raw.write(': ping\n\n'), pingMs);
      const end = () => {
        clearInterval(ping);
        unsubscribe();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};
