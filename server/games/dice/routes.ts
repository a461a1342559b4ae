import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { playerOf } from '../core/player';
import { playReply } from '../core/reply';
import { playRoute } from '../core/route-options';
import { amountSchema } from '../core/schemas';
import { parseStake } from '../core/stake';
import { diceParamsView, parseDiceBet, settleDice } from './engine';

const body = z.object({
  amount: amountSchema,
  target: z.number({ message: 'invalid_target: The target is a number from 0.01 to 99.99.' }).min(0).max(100),
  direction: z.enum(['over', 'under'], { message: 'invalid_direction: The direction is over or under.' }),
});

export const diceRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/dice/bets',
    playRoute(deps.db, ['games'], 'Roll the dice: over or under a target (Idempotency-Key required)', body),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'dice');
      const bet = parseDiceBet(request.body.target, request.body.direction);
      const played = await placeBet(deps, player, {
        game: 'dice',
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
