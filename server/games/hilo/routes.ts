import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HILO_GUESSES } from '@/lib/fairness/hilo';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { postStakeRoute, postStepRoute } from '../core/play-routes';
import { amountSchema, betIdSchema } from '../core/schemas';
import { cashOutHilo, guessHilo, skipHilo, startHilo } from './engine';

const game = 'hilo';
const guess = z.enum(HILO_GUESSES, { message: 'invalid_guess: higher, lower or same.' });

export const hiloRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/hilo/start',
    summary: 'Start a game: the stake is paid now, the first card shown (Idempotency-Key required)',
    body: z.object({ amount: amountSchema }),
    game,
    limits: game,
    multiStep: true,
    play: () => ({ params: {}, decide: (draw) => startHilo(draw) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/guess',
    summary: 'Guess the next card: higher, lower or same rank',
    body: z.object({ guess, bet_id: betIdSchema }),
    game,
    act:
      ({ guess: chosen }) =>
      (bet, draw) =>
        guessHilo(bet, chosen, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/skip',
    summary: 'Skip to the next card (the multiplier stays)',
    body: z.object({ bet_id: betIdSchema }),
    game,
    act: () => (bet, draw) => skipHilo(bet, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/hilo/cashout',
    summary: 'Cash out (1 correct guess at least)',
    body: z.object({ bet_id: betIdSchema }),
    game,
    act: () => (bet) => cashOutHilo(bet),
  });
  registerActiveRoute(app, deps, game, '/api/v2/games/hilo/active');
};
