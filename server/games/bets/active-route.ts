import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOpenBet } from './repository';
import type { PlayDeps } from './play';
import { toBetView } from './view';
import { playerOf, resolvePlayer } from '../demo/player';
import { betSchema, playerErrorResponses, security } from '../core/schemas';
import type { GameId } from '../core/types';

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
