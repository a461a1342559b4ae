import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keno } from '@/lib/games';
import type { PlayDeps } from '../bets/play';
import { postStakeRoute } from '../bets/play-routes';
import { parseKenoPicks, settleKeno } from './engine';

export const kenoRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  postStakeRoute(app, deps, {
    path: '/api/v2/games/keno/bets',
    summary: "Keno: 1-10 picks of 1..40, ten drawn, paid by the risk's paytable (Idempotency-Key required)",
    body: keno.operations.bet,
    game: keno,
    play: (request) => {
      const picks = parseKenoPicks(request.picks);
      return { params: { picks, risk: request.risk }, decide: (draw) => settleKeno({ picks, risk: request.risk }, draw) };
    },
  });
};
