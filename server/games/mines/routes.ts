import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '@/lib/fairness/mines';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { postStakeRoute, postStepRoute } from '../core/play-routes';
import { amountSchema, betIdSchema } from '../core/schemas';
import { cashOutMines, revealMinesTile, startMines, unrevealedTiles } from './engine';

const game = 'mines';
const mines = z
  .number({ message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .int({ message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .min(MINES_MIN, { message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .max(MINES_MAX, { message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` });
const tile = z
  .number({ message: 'invalid_tile: A whole number from 0 to 24.' })
  .int({ message: 'invalid_tile: A whole number from 0 to 24.' })
  .min(0, { message: 'invalid_tile: A whole number from 0 to 24.' })
  .max(MINES_TILES - 1, { message: 'invalid_tile: A whole number from 0 to 24.' });

export const minesRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/mines/start',
    summary: 'Start a 5 x 5 board with 1-24 mines: the stake is paid now (Idempotency-Key required)',
    body: z.object({ amount: amountSchema, mines }),
    game,
    limits: 'miner',
    multiStep: true,
    play: ({ mines: count }) => ({ params: { mines: count }, decide: () => startMines(count) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/reveal',
    summary: 'Reveal a tile of the open board',
    body: z.object({ tile, bet_id: betIdSchema }),
    game,
    act:
      ({ tile: chosen }) =>
      (bet, draw) =>
        revealMinesTile(bet, chosen, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/random',
    summary: 'Reveal a tile the server picks at random (not from the seeds)',
    body: z.object({ bet_id: betIdSchema }),
    game,
    act: () => (bet, draw) => {
      const left = unrevealedTiles(bet);
      return revealMinesTile(bet, left[randomInt(left.length)], draw);
    },
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/cashout',
    summary: 'Cash out the open board (1 tile revealed at least)',
    body: z.object({ bet_id: betIdSchema }),
    game,
    act: () => (bet, draw) => cashOutMines(bet, draw),
  });
  registerActiveRoute(app, deps, game, '/api/v2/games/mines/active');
};
