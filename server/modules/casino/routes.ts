import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogQuerySchema,
  catalogReplySchema,
  favouriteParamsSchema,
  favouritesReplySchema,
  launchBodySchema,
  launchReplySchema,
  recentReplySchema,
} from '@/lib/casino/contract';
import { bearerToken, requireUser } from '../../http/authenticate';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { lookupCountry } from '../geo/service';
import { launchGame, listCatalog, listFavourites, listRecent, setFavourite, type CasinoDeps } from './service';

export type CasinoRoutesOptions = { deps: CasinoDeps; webOrigins: string[]; webUrl: string };

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
  429: errorBodySchema,
  451: errorBodySchema,
  502: errorBodySchema,
};
const security = [{ bearer: [] }];

/** The slots and live casino for the web (docs/casino.md): catalogue, launch, favourites, recently played. */
export const casinoRoutes: FastifyPluginAsyncZod<CasinoRoutesOptions> = async (app, { deps, webOrigins, webUrl }) => {
  app.get(
    '/api/v2/games/catalog',
    {
      schema: {
        tags: ['casino'],
        summary: "The slots or live games a visitor may play: not blocked in the caller's country, switched on",
        querystring: catalogQuerySchema,
        response: { 200: catalogReplySchema, 422: validationErrorBodySchema },
      },
    },
    async (request) => ({ data: await listCatalog(deps, request.query.category ?? null, lookupCountry(request.ip)) }),
  );

  app.post(
    '/api/v2/games/launch',
    {
      config: { regionRestricted: true },
      schema: {
        tags: ['casino'],
        summary:
          "A game's URL for an iframe: demo for anyone, real for a signed-in player (a token bound to them, their currency, the game)",
        body: launchBodySchema,
        response: { 200: launchReplySchema, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const session = token ? await request.server.lookupToken(token) : null;
      const origin = request.headers.origin;
      const locale = request.ctx.locale === 'ru' || request.ctx.locale === 'kz' ? request.ctx.locale : 'en';
      const url = await launchGame(
        deps,
        {
          userId: session?.userId ?? null,
          country: lookupCountry(request.ip),
          ip: request.ip,
          locale,
          lobbyOrigin: origin && webOrigins.includes(origin) ? origin : webUrl,
        },
        request.body,
      );
      return { url };
    },
  );

  app.get(
    '/api/v2/games/favourites',
    { onRequest: requireUser, schema: { tags: ['casino'], security, response: { 200: favouritesReplySchema, 401: errorBodySchema } } },
    async (request) => ({ data: await listFavourites(deps, request.userId!) }),
  );

  for (const [method, favourite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/v2/games/favourites/:code',
      onRequest: requireUser,
      schema: { tags: ['casino'], security, params: favouriteParamsSchema, response: { 200: favouritesReplySchema, ...errors } },
      handler: async (request) => ({ data: await setFavourite(deps, request.userId!, request.params.code, favourite) }),
    });
  }

  app.get(
    '/api/v2/games/recent',
    { onRequest: requireUser, schema: { tags: ['casino'], security, response: { 200: recentReplySchema, 401: errorBodySchema } } },
    async (request) => ({ data: await listRecent(deps, request.userId!, lookupCountry(request.ip)) }),
  );
};
