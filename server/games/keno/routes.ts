import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KENO_RISKS } from '@/lib/fairness/keno-paytables';
import type { PlayDeps } from '../bets/play';
import { postStakeRoute } from '../core/play-routes';
import { amountSchema } from '../core/schemas';
import { parseKenoPicks, settleKeno } from './engine';

const body = z.object({
  amount: amountSchema,
  picks: z
    .array(z.number({ message: 'invalid_picks: Numbers from 1 to 40.' }), { message: 'invalid_picks: A list of 1 to 10 numbers.' })
    .max(10, { message: 'invalid_picks: At most 10 numbers.' }),
  risk: z.enum(KENO_RISKS, { message: `invalid_risk: One of ${KENO_RISKS.join(', ')}.` }),
});

export const kenoRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/keno/bets',
    summary: "Keno: 1-10 picks of 1..40, ten drawn, paid by the risk's paytable (Idempotency-Key required)",
    body,
    game: 'keno',
    limits: 'keno',
    play: (request) => {
      const picks = parseKenoPicks(request.picks);
      return { params: { picks, risk: request.risk }, decide: (draw) => settleKeno({ picks, risk: request.risk }, draw) };
    },
  });
};
