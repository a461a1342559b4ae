import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOpenBet } from '../bets/repository';
import type { PlayDeps } from '../bets/play';
import { toBetView } from '../bets/view';
import { playerOf, resolvePlayer } from './player';
import { betSchema, playerErrorResponses, security } from './schemas';
import type { GameId } from './types';

/** GET .../active: the caller's open game of this kind (a reload or an api restart resumes it), or null. */
export function registerActiveRoute(app: FastifyInstance, deps: PlayDeps, game: GameId, url: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      onRequest: resolvePlayer(deps.db),
      schema: {
        tags: ['games'],
        summary: `The open ${game} game, or null`,
        security,
        response: { 200: z.object({ bet: betSchema.nullable() }), ...playerErrorResponses },
      },
    },
    async (request) => {
      const open = await findOpenBet(deps.db, playerOf(request), game);
      return { bet: open ? toBetView(open.bet, null) : null };
    },
  );
}
