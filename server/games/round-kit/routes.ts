import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { callerCurrency } from '../demo/caller-currency';
import { playerOf, resolvePlayer } from '../demo/player';
import { pageMetaSchema, pageQuerySchema, playerErrorResponses, security } from '../core/schemas';
import type { Player } from '../core/types';

/** What the shared-round games' REST routes have in common (docs/realtime.md). */
export const tags = ['games'];
export const publicErrors = { 404: errorBodySchema, 422: validationErrorBodySchema, 500: errorBodySchema };
export const historyLimitSchema = z.coerce.number({ message: 'invalid_limit: 1 to 100.' }).int().min(1).max(100).default(20);
export const currencyQuerySchema = z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }).optional();
export const chainSchema = z.object({
  terminal_hash: z.string(),
  salt: z.string(),
  length: z.number().int(),
  rounds_played: z.number().int(),
});
export const publicUserSchema = z.object({ name: z.string(), avatar: z.string().nullable() }).nullable();

const withZod = (plain: FastifyInstance) => plain.withTypeProvider<ZodTypeProvider>();
type ZodApp = ReturnType<typeof withZod>;

/** A shared-round game's REST routes as a plugin: `register` adds them to an app that takes zod schemas. */
export function roundGameRoutes(register: (app: ZodApp) => void): FastifyPluginAsync {
  return async (plain) => {
    const app = withZod(plain);
    // resolvePlayer sets it; the games module declares it for its own routes, this plugin may live outside it.
    if (!app.hasRequestDecorator('gamePlayer')) app.decorateRequest('gamePlayer', null);
    register(app);
  };
}

/** GET .../config: the game's settings and stake limits in the caller's currency (the player's, else the query's). */
export function configRoute<Reply extends z.ZodType>(
  app: ZodApp,
  db: Db,
  route: { url: string; summary: string; reply: Reply; configOf: (currency: Currency) => Promise<z.output<Reply>> | z.output<Reply> },
): void {
  // Checked against the schema where configOf is written; fastify's reply type cannot resolve a generic schema.
  const reply: z.ZodType = route.reply;
  app.get(
    route.url,
    {
      schema: {
        tags,
        summary: route.summary,
        querystring: z.object({ currency: currencyQuerySchema }),
        response: { 200: reply, ...publicErrors, 401: playerErrorResponses[401] },
      },
    },
    async (request) => route.configOf(await callerCurrency(db, request, request.query.currency)),
  );
}

/** GET .../history: the game's last ended rounds, newest first, for everybody. */
export function historyRoute<Query extends z.ZodObject, Item extends z.ZodType>(
  app: ZodApp,
  route: { url: string; summary: string; query: Query; item: Item; list: (query: z.output<Query>) => Promise<z.output<Item>[]> },
): void {
  app.get(
    route.url,
    {
      schema: {
        tags,
        summary: route.summary,
        querystring: route.query,
        response: { 200: z.object({ data: z.array(route.item) }), ...publicErrors },
      },
    },
    // The schema validated it; fastify's request type cannot resolve a generic schema.
    async (request) => ({ data: await route.list(request.query as z.output<Query>) }),
  );
}

/** GET .../bets/my: the caller's own bets (a demo session: its demo bets), newest first, a page at a time. */
export function ownBetsRoute<Item extends z.ZodType>(
  app: ZodApp,
  db: Db,
  route: {
    url: string;
    summary: string;
    item: Item;
    list: (db: Db, player: Player, page: { limit: number; offset: number }) => Promise<{ total: number; data: z.output<Item>[] }>;
  },
): void {
  app.get(
    route.url,
    {
      onRequest: resolvePlayer(db),
      schema: {
        tags,
        summary: route.summary,
        security,
        querystring: pageQuerySchema,
        response: { 200: z.object({ data: z.array(route.item), meta: pageMetaSchema }), ...playerErrorResponses },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { total, data } = await route.list(db, playerOf(request), { limit: perPage, offset: (page - 1) * perPage });
      return { data, meta: { page, per_page: perPage, total } };
    },
  );
}
