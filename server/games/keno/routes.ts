import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KENO_RISKS } from '@/lib/fairness/keno-paytables';
import { placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { playerOf } from '../core/player';
import { playReply } from '../core/reply';
import { playRoute } from '../core/route-options';
import { amountSchema } from '../core/schemas';
import { parseStake } from '../core/stake';
import { parseKenoPicks, settleKeno } from './engine';

const body = z.object({
  amount: amountSchema,
  picks: z
    .array(z.number({ message: 'invalid_picks: Numbers from 1 to 40.' }), { message: 'invalid_picks: A list of 1 to 10 numbers.' })
    .max(10, { message: 'invalid_picks: At most 10 numbers.' }),
  risk: z.enum(KENO_RISKS, { message: `invalid_risk: One of ${KENO_RISKS.join(', ')}.` }),
});

export const kenoRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/keno/bets',
    playRoute(deps.db, ['games'], 'Keno: 1-10 picks of 1..40, ten drawn, paid by the risk\'s paytable (Idempotency-Key required)', body),
    async (request) => {
      const player = playerOf(request);
      const picks = parseKenoPicks(request.body.picks);
      const risk = request.body.risk;
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'keno');
      const played = await placeBet(deps, player, {
        game: 'keno',
        currency,
        stakeMinor,
        params: { picks, risk },
        idempotencyKey: String(request.headers['idempotency-key']),
        decide: (draw) => settleKeno({ picks, risk }, draw),
      });
      return playReply(player, played);
    },
  );
};
