import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { gameErrors } from '../core/errors';
import { playerOf, resolvePlayer } from '../core/player';
import { betSchema, pageMetaSchema, pageQuerySchema, playerErrorResponses, security } from '../core/schemas';
import { feedGameSchema } from '../feed/games';
import { listHistory } from '../history/list';
import { historyBetSchema } from '../history/view';
import { findOwnBet } from './repository';
import { toBetView } from './view';

const tags = ['games'];

/**
 * The caller's own bets (a demo session: its demo bets) of every game, the shared-round ones too, each with its
 * fairness reference once revealed; one instant-game bet by its id.
 */
export const betRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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

  app.get(
    '/api/v2/games/bets/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One of my bets (404 for any other)',
        security,
        params: z.object({
          id: z.coerce.number({ message: 'invalid_bet_id: A whole number.' }).int().positive().max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 200: betSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const found = await findOwnBet(db, playerOf(request), request.params.id);
      if (!found) throw gameErrors.betNotFound();
      return toBetView(found.bet, found.serverSeed);
    },
  );
};
