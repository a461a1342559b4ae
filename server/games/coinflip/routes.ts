import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { postStakeRoute, postStepRoute } from '../core/play-routes';
import { amountSchema, betIdSchema } from '../core/schemas';
import { cashOutCoinflipSeries, flipCoinflipSeries, settleCoinflip, startCoinflipSeries } from './engine';

const side = z.enum(['heads', 'tails'], { message: 'invalid_side: heads or tails.' });
const game = 'coinflip';

export const coinflipRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/coinflip/bets',
    summary: 'One flip: 1.98x on a correct call (Idempotency-Key required)',
    body: z.object({ amount: amountSchema, side }),
    game,
    limits: game,
    play: ({ side: call }) => ({ params: { mode: 'single', side: call }, decide: (draw) => settleCoinflip(call, draw) }),
  });
  postStakeRoute(app, deps, {
    path: '/api/v2/games/coinflip/series',
    summary: 'Start a series: the stake, then the first flip (a miss loses it)',
    body: z.object({ amount: amountSchema, side }),
    game,
    limits: game,
    multiStep: true,
    play: ({ side: call }) => ({ params: { mode: 'series' }, decide: (draw) => startCoinflipSeries(call, draw) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/coinflip/series/flip',
    summary: 'The next flip of the open series',
    body: z.object({ side, bet_id: betIdSchema }),
    game,
    act:
      ({ side: call }) =>
      (bet, draw) =>
        flipCoinflipSeries(bet, call, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/coinflip/series/cashout',
    summary: 'Cash out the open series',
    body: z.object({ bet_id: betIdSchema }),
    game,
    act: () => (bet) => cashOutCoinflipSeries(bet),
  });
  registerActiveRoute(app, deps, game, '/api/v2/games/coinflip/series/active');
};
