import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actOnOpenGame, placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { playerOf } from '../core/player';
import { playReply } from '../core/reply';
import { playRoute } from '../core/route-options';
import { amountSchema, betIdSchema } from '../core/schemas';
import { parseStake } from '../core/stake';
import { cashOutCoinflipSeries, flipCoinflipSeries, settleCoinflip, startCoinflipSeries } from './engine';

const side = z.enum(['heads', 'tails'], { message: 'invalid_side: heads or tails.' });
const tags = ['games'];
const key = (headers: Record<string, unknown>) => String(headers['idempotency-key']);

export const coinflipRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/coinflip/bets',
    playRoute(deps.db, tags, 'One flip: 1.98x on a correct call (Idempotency-Key required)', z.object({ amount: amountSchema, side })),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'coinflip');
      const call = request.body.side;
      const played = await placeBet(deps, player, {
        game: 'coinflip',
        currency,
        stakeMinor,
        params: { mode: 'single', side: call },
        idempotencyKey: key(request.headers),
        decide: (draw) => settleCoinflip(call, draw),
      });
      return playReply(player, played);
    },
  );

  app.post(
    '/api/v2/games/coinflip/series',
    playRoute(deps.db, tags, 'Start a series: the stake, then the first flip (a miss loses it)', z.object({ amount: amountSchema, side })),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'coinflip');
      const call = request.body.side;
      const played = await placeBet(deps, player, {
        game: 'coinflip',
        currency,
        stakeMinor,
        params: { mode: 'series' },
        idempotencyKey: key(request.headers),
        decide: (draw) => startCoinflipSeries(call, draw),
        multiStep: true,
      });
      return playReply(player, played);
    },
  );

  app.post(
    '/api/v2/games/coinflip/series/flip',
    playRoute(deps.db, tags, 'The next flip of the open series', z.object({ side, bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      const call = request.body.side;
      return playReply(player, await actOnOpenGame(deps, player, 'coinflip', request.body.bet_id, (bet, draw) => flipCoinflipSeries(bet, call, draw)));
    },
  );

  app.post(
    '/api/v2/games/coinflip/series/cashout',
    playRoute(deps.db, tags, 'Cash out the open series', z.object({ bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      return playReply(player, await actOnOpenGame(deps, player, 'coinflip', request.body.bet_id, (bet) => cashOutCoinflipSeries(bet)));
    },
  );

  registerActiveRoute(app, deps, 'coinflip', '/api/v2/games/coinflip/series/active');
};
