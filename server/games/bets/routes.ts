import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { gameErrors } from '../core/errors';
import { playerOf, resolvePlayer } from '../demo/player';
import { betSchema, playerErrorResponses, security } from '../core/schemas';
import { findOwnBet } from './repository';
import { toBetView } from './view';

const tags = ['games'];

/** One of the caller's own instant-game bets by its id (a demo session: its demo bets), with its fairness reference once revealed. */
export const betRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = resolvePlayer(db);

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
