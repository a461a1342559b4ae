import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dice } from '@/lib/games';
import { placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { playerOf } from '../demo/player';
import { playReply } from '../bets/reply';
import { playRoute } from '../demo/route-options';
import { parseStake } from '../core/stake';
import { diceParamsView, parseDiceBet, settleDice } from './engine';

export const diceRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/dice/bets',
    playRoute(deps.db, ['games'], 'Roll the dice: over or under a target (Idempotency-Key required)', dice.operations.bet, dice.fields),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, dice.limits);
      const bet = parseDiceBet(request.body.target, request.body.direction);
      const played = await placeBet(deps, player, {
        game: dice.id,
        currency,
        stakeMinor,
        params: diceParamsView(bet),
        idempotencyKey: String(request.headers['idempotency-key']),
        decide: (draw) => settleDice(bet, draw),
      });
      return playReply(player, played);
    },
  );
};
