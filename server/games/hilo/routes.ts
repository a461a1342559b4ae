import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HILO_GUESSES } from '@/lib/fairness/hilo';
import { actOnOpenGame, placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { playerOf } from '../core/player';
import { playReply } from '../core/reply';
import { playRoute } from '../core/route-options';
import { amountSchema, betIdSchema } from '../core/schemas';
import { parseStake } from '../core/stake';
import { cashOutHilo, guessHilo, skipHilo, startHilo } from './engine';

const tags = ['games'];

export const hiloRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/hilo/start',
    playRoute(deps.db, tags, 'Start a game: the stake is paid now, the first card shown (Idempotency-Key required)', z.object({ amount: amountSchema })),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'hilo');
      const played = await placeBet(deps, player, {
        game: 'hilo',
        currency,
        stakeMinor,
        params: {},
        idempotencyKey: String(request.headers['idempotency-key']),
        decide: (draw) => startHilo(draw),
        multiStep: true,
      });
      return playReply(player, played);
    },
  );

  app.post(
    '/api/v2/games/hilo/guess',
    playRoute(
      deps.db,
      tags,
      'Guess the next card: higher, lower or same rank',
      z.object({ guess: z.enum(HILO_GUESSES as [string, ...string[]], { message: 'invalid_guess: higher, lower or same.' }), bet_id: betIdSchema }),
    ),
    async (request) => {
      const player = playerOf(request);
      const guess = request.body.guess as (typeof HILO_GUESSES)[number];
      return playReply(player, await actOnOpenGame(deps, player, 'hilo', request.body.bet_id, (bet, draw) => guessHilo(bet, guess, draw)));
    },
  );

  app.post(
    '/api/v2/games/hilo/skip',
    playRoute(deps.db, tags, 'Skip to the next card (the multiplier stays)', z.object({ bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      return playReply(player, await actOnOpenGame(deps, player, 'hilo', request.body.bet_id, (bet, draw) => skipHilo(bet, draw)));
    },
  );

  app.post(
    '/api/v2/games/hilo/cashout',
    playRoute(deps.db, tags, 'Cash out (1 correct guess at least)', z.object({ bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      return playReply(player, await actOnOpenGame(deps, player, 'hilo', request.body.bet_id, (bet) => cashOutHilo(bet)));
    },
  );

  registerActiveRoute(app, deps, 'hilo', '/api/v2/games/hilo/active');
};
