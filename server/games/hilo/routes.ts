import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hilo } from '@/lib/games';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../bets/active-route';
import { postStakeRoute, postStepRoute } from '../bets/play-routes';
import { cashOutHilo, guessHilo, skipHilo, startHilo } from './engine';

const game = hilo;
const { operations } = hilo;

export const hiloRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/hilo/start',
    summary: 'Start a game: the stake is paid now, the first card shown (Idempotency-Key required)',
    body: operations.start,
    game,
    multiStep: true,
    play: () => ({ params: {}, decide: (draw) => startHilo(draw) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/guess',
    summary: 'Guess the next card: higher, lower or same rank',
    body: operations.guess,
    game,
    act:
      ({ guess: chosen }) =>
      (bet, draw) =>
        guessHilo(bet, chosen, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/skip',
    summary: 'Skip to the next card (the multiplier stays)',
    body: operations.skip,
    game,
    act: () => (bet, draw) => skipHilo(bet, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/cashout',
    summary: 'Cash out (1 correct guess at least)',
    body: operations.cashout,
    game,
    act: () => (bet) => cashOutHilo(bet),
  });
  registerActiveRoute(app, deps, game.id, '/api/v2/games/hilo/active');
};
