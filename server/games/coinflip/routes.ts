import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coinflip } from '@/lib/games';
import type { PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../bets/active-route';
import { postStakeRoute, postStepRoute } from '../bets/play-routes';
import { cashOutCoinflipSeries, flipCoinflipSeries, settleCoinflip, startCoinflipSeries } from './engine';

const game = coinflip;
const { operations } = coinflip;

export const coinflipRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/coinflip/bets',
    summary: 'One flip: 1.98x on a correct call (Idempotency-Key required)',
    body: operations.bet,
    game,
    play: ({ side: call }) => ({ params: { mode: 'single', side: call }, decide: (draw) => settleCoinflip(call, draw) }),
  });
  postStakeRoute(app, deps, {
    path: '/api/v2/games/coinflip/series',
    summary: 'Start a series: the stake, then the first flip (a miss loses it)',
    body: operations.series,
    game,
    multiStep: true,
    play: ({ side: call }) => ({ params: { mode: 'series' }, decide: (draw) => startCoinflipSeries(call, draw) }),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/coinflip/series/flip',
    summary: 'The next flip of the open series',
    body: operations.flip,
    game,
    act:
      ({ side: call }) =>
      (bet, draw) =>
        flipCoinflipSeries(bet, call, draw),
  });
  postStepRoute(app, deps, {
    path: '/api/v2/games/coinflip/series/cashout',
    summary: 'Cash out the open series',
    body: operations.cashout,
    game,
    act: () => (bet) => cashOutCoinflipSeries(bet),
  });
  registerActiveRoute(app, deps, game.id, '/api/v2/games/coinflip/series/active');
};
