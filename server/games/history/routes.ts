import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { pageMetaSchema, pageQuerySchema, playerErrorResponses, security } from '../core/schemas';
import { playerOf, resolvePlayer } from '../demo/player';
import { feedGameSchema } from '../feed/games';
import { listHistory } from './list';
import { historyBetSchema } from './view';

const tags = ['games'];

/**
 * The caller's own bets (a demo session: its demo bets) of every game, the shared-round ones too, each with its
 * fairness reference once revealed.
 */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = resolvePlayer(db);

  app.get(
    '/api/v2/games/bets',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My bets of every game, newest first (crash, roulette and the rooms too: a room is one row per round)',
        security,
        querystring: pageQuerySchema.extend({ game: feedGameSchema.optional() }),
        response: { 200: z.object({ data: z.array(historyBetSchema), meta: pageMetaSchema }), ...playerErrorResponses },
      },
    },
    async (request) => {
      const { page, per_page: perPage, game } = request.query;
      const { total, rows } = await listHistory(db, playerOf(request), {
        game: game ?? null,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows, meta: { page, per_page: perPage, total } };
    },
  );
};
