import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Game } from '@/lib/bet-limits';
import { actOnOpenGame, placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { playerOf } from './player';
import { playReply } from './reply';
import { playRoute } from './route-options';
import { parseStake } from './stake';
import type { BetRecord, Draw, GameId, Outcome } from './types';

const TAGS = ['games'];

type StakeBody = z.ZodObject<{ amount: z.ZodType<number> }>;
type StepBody = z.ZodObject<{ bet_id: z.ZodType<number | undefined> }>;

export type StakeRoute<B extends StakeBody> = {
  path: string;
  summary: string;
  body: B;
  game: GameId;
  /** The game whose stake limits apply (lib/bet-limits.ts names the miner `miner`). */
  limits: Game;
  /** A multi-step game's start: one open game per player and game. */
  multiStep?: boolean;
  /** The bet's recorded params and its decision from the bet's floats; may refuse the body with a 422 first. */
  play: (body: z.infer<B>) => { params: Record<string, unknown>; decide: (draw: Draw) => Outcome };
};

/** POST a bet: the stake within its limits, paid and decided in one ledger posting (Idempotency-Key required). */
export function postStakeRoute<B extends StakeBody>(app: FastifyInstance, deps: PlayDeps, route: StakeRoute<B>): void {
  app.withTypeProvider<ZodTypeProvider>().post(route.path, playRoute(deps.db, TAGS, route.summary, route.body), async (request) => {
    const player = playerOf(request);
    const body = request.body as z.infer<B>;
    const { params, decide } = route.play(body);
    const currency = await playerCurrency(deps, player);
    const stakeMinor = parseStake(body.amount, currency, route.limits);
    const idempotencyKey = String(request.headers['idempotency-key']);
    const played = await placeBet(deps, player, {
      game: route.game,
      currency,
      stakeMinor,
      params,
      idempotencyKey,
      decide,
      multiStep: route.multiStep,
    });
    return playReply(player, played);
  });
}

export type StepRoute<B extends StepBody> = {
  path: string;
  summary: string;
  body: B;
  game: GameId;
  /** The next state of the open game from the stored one and the bet's floats. */
  act: (body: z.infer<B>) => (bet: BetRecord, draw: Draw) => Outcome;
};

/** POST one step of the caller's open multi-step game (a guess, a reveal, a cash-out). */
export function postStepRoute<B extends StepBody>(app: FastifyInstance, deps: PlayDeps, route: StepRoute<B>): void {
  app.withTypeProvider<ZodTypeProvider>().post(route.path, playRoute(deps.db, TAGS, route.summary, route.body), async (request) => {
    const player = playerOf(request);
    const body = request.body as z.infer<B>;
    return playReply(player, await actOnOpenGame(deps, player, route.game, body.bet_id, route.act(body)));
  });
}
