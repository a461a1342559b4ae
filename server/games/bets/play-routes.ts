import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AnyGameContract } from '@/lib/games';
import { actOnOpenGame, placeBet, playerCurrency, type PlayDeps, type Played } from './play';
import { playerOf } from '../demo/player';
import { playReply } from './reply';
import { playRoute } from '../demo/route-options';
import { parseStake } from '../core/stake';
import type { BetRecord, Draw, Outcome, Player } from '../core/types';

const TAGS = ['games'];

type StakeBody = z.ZodObject<{ amount: z.ZodType<number> }>;
/** A game played over REST whose stake the player chooses within the spec's limits. */
type StakedGame = Extract<AnyGameContract, { kind: 'instant' | 'multi-step'; limits: string }>;
type RestGame = Extract<AnyGameContract, { kind: 'instant' | 'multi-step' }>;
type StepBody = z.ZodObject<{ bet_id: z.ZodType<number | undefined> }>;

export type StakeRoute<B extends StakeBody> = {
  path: string;
  summary: string;
  body: B;
  game: StakedGame;
  /** A multi-step game's start: one open game per player and game. */
  multiStep?: boolean;
  /** The bet's recorded params and its decision from the bet's floats; may refuse the body with a 422 first. */
  play: (body: z.infer<B>) => { params: Record<string, unknown>; decide: (draw: Draw) => Outcome };
};

/** POST a play route of a game: its body parsed by the contract's schema, the caller resolved, the reply a play reply. */
function postPlay<B extends z.ZodObject>(
  app: FastifyInstance,
  deps: PlayDeps,
  route: { path: string; summary: string; body: B; game: RestGame },
  handle: (player: Player, body: z.infer<B>, request: FastifyRequest) => Promise<Played>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(route.path, playRoute(deps.db, TAGS, route.summary, route.body, route.game.fields), async (request) => {
      const player = playerOf(request);
      return playReply(player, await handle(player, request.body as z.infer<B>, request));
    });
}

/** POST a bet: the stake within its limits, paid and decided in one ledger posting (Idempotency-Key required). */
export function postStakeRoute<B extends StakeBody>(app: FastifyInstance, deps: PlayDeps, route: StakeRoute<B>): void {
  postPlay(app, deps, route, async (player, body, request) => {
    const { params, decide } = route.play(body);
    const currency = await playerCurrency(deps, player);
    const stakeMinor = parseStake(body.amount, currency, route.game.limits);
    const idempotencyKey = String(request.headers['idempotency-key']);
    return placeBet(deps, player, {
      game: route.game.id,
      currency,
      stakeMinor,
      params,
      idempotencyKey,
      decide,
      multiStep: route.multiStep,
    });
  });
}

export type StepRoute<B extends StepBody> = {
  path: string;
  summary: string;
  body: B;
  game: RestGame;
  /** The next state of the open game from the stored one and the bet's floats. */
  act: (body: z.infer<B>) => (bet: BetRecord, draw: Draw) => Outcome;
};

/** POST one step of the caller's open multi-step game (a guess, a reveal, a cash-out). */
export function postStepRoute<B extends StepBody>(app: FastifyInstance, deps: PlayDeps, route: StepRoute<B>): void {
  postPlay(app, deps, route, (player, body) => actOnOpenGame(deps, player, route.game.id, body.bet_id, route.act(body)));
}
