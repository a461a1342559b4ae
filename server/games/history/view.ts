import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { REALTIME_GAMES, type RealtimeGameId } from '../../realtime/types';
import { betOutcomeView } from '../bets/view';
import { betDetailsShape, betOutcomeShape, betSchema, checkBetDetails } from '../core/schemas';
import { betKey } from '../feed/games';

export const ROUND_BET_STATES = ['open', 'won', 'lost', 'refunded'] as const;
export type RoundBetState = (typeof ROUND_BET_STATES)[number];

/** A shared-round game's bet (the rooms: the player's stakes in one round) as the history reads it. */
export type RoundHistoryBet = {
  game: RealtimeGameId;
  id: number;
  demo: boolean;
  state: RoundBetState;
  currency: Currency;
  stakeMinor: number;
  /** What came back: the payout, or the stake of a refunded bet. */
  payoutMinor: number;
  multiplierBp: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  fairness: { roundId: number; hash: string | null; hashCommit: string | null; seed: string | null };
  createdAt: string;
  settledAt: string | null;
};

/** As toBetView (server/games/bets/view.ts) for a shared-round game: the round's fairness instead of a seed pair. */
export function toRoundBetView(bet: RoundHistoryBet) {
  return {
    id: bet.id,
    key: betKey(bet.game, bet.id),
    game: bet.game,
    demo: bet.demo,
    state: bet.state,
    currency: bet.currency,
    ...betOutcomeView(bet),
    params: bet.params,
    result: bet.result,
    fairness: { round_id: bet.fairness.roundId, hash: bet.fairness.hash, hash_commit: bet.fairness.hashCommit, seed: bet.fairness.seed },
    created_at: bet.createdAt,
    settled_at: bet.settledAt,
  };
}

export const roundHistoryBetSchema = z
  .object({
    id: z.number().int().describe("The bet's id in its game (the rooms: the player's first stake of the round)"),
    key: z.string(),
    game: z.enum(REALTIME_GAMES),
    demo: z.boolean(),
    state: z.enum(ROUND_BET_STATES),
    ...betOutcomeShape,
    ...betDetailsShape,
    fairness: z.object({
      round_id: z.number().int(),
      hash: z.string().nullable().describe("crash, roulette: the round's chain hash once revealed"),
      hash_commit: z.string().nullable().describe("rooms: the seed's commitment, public from the round's start"),
      seed: z.string().nullable().describe("rooms: the round's seed once drawn"),
    }),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .superRefine(checkBetDetails)
  .meta({ id: 'GameRoundBet' });

/** A row of the history: an instant game's bet (with its key) or a shared-round game's. */
export const historyBetSchema = z.union([betSchema.safeExtend({ key: z.string() }), roundHistoryBetSchema]);
