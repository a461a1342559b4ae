import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mines } from '@/lib/games';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../bets/active-route';
import { postStakeRoute, postStepRoute } from '../bets/play-routes';
import { cashOutMines, revealMinesTile, startMines, unrevealedTiles } from './engine';

const game = mines;
const { operations } = mines;

export const minesRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/mines/start',
    summary: 'Start a 5 x 5 board with 1-24 mines: the stake is paid now (Idempotency-Key required)',
    body: operations.start,
    game,
    multiStep: true,
    play: ({ mines: count }) => ({ params: { mines: count }, decide: () => startMines(count) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/reveal',
    summary: 'Reveal a tile of the open board',
    body: operations.reveal,
    game,
    act:
      ({ tile: chosen }) =>
      (bet, draw) =>
        revealMinesTile(bet, chosen, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/random',
    summary: 'Reveal a tile the server picks at random (not from the seeds)',
    body: operations.random,
    game,
    act: () => (bet, draw) => {
      const left = unrevealedTiles(bet);
      return revealMinesTile(bet, left[randomInt(left.length)], draw);
    },
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/mines/cashout',
    summary: 'Cash out the open board (1 tile revealed at least)',
    body: operations.cashout,
    game,
    act: () => (bet, draw) => cashOutMines(bet, draw),
  });
  registerActiveRoute(app, deps, game.id, '/api/v2/games/mines/active');
};
