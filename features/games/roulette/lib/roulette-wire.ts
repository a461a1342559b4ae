import { z } from 'zod';
import { ROULETTE_COLORS, ROULETTE_SECTORS, type RouletteColor } from '@/lib/fairness/roulette';
import {
  liveBetFields,
  nullable,
  parseOrNull,
  readLiveBet,
  wireAmount as amount,
  wireCurrency as currency,
  wireId as id,
  type LiveBet,
} from '../../live/lib/live-wire';

/** The roulette socket's frames (docs/realtime.md, "Roulette") as the screen keeps them: minor units, string ids. */
export type RoulettePhase = 'betting' | 'spinning' | 'settled';

export interface RouletteBet extends LiveBet {
  color: RouletteColor;
}

export interface RouletteRound {
  id: string;
  phase: RoulettePhase;
  bettingEndsAt: number | null;
  /** When the wheel stops (server clock); null while betting. */
  resultAt: number | null;
  sector: number | null;
  color: RouletteColor | null;
  hash: string | null;
  bets: RouletteBet[];
}

export interface RouletteHistoryEntry {
  roundId: string;
  sector: number;
  color: RouletteColor;
  hash: string;
}

const color = z.enum(ROULETTE_COLORS);
const sector = z
  .number()
  .int()
  .min(0)
  .max(ROULETTE_SECTORS - 1);

const betSchema = z
  .looseObject({ ...liveBetFields, color })
  .transform((wire): RouletteBet => ({ ...readLiveBet(wire), color: wire.color }));

const roundSchema = z
  .looseObject({
    id,
    phase: z.enum(['betting', 'spinning', 'settled']),
    betting_ends_at: nullable(z.number()),
    result_at: nullable(z.number()),
    sector: nullable(sector),
    color: nullable(color),
    hash: nullable(z.string()),
    bets: z.array(betSchema).default([]),
    my_bets: z.array(betSchema).default([]),
  })
  .transform((wire) => ({
    round: {
      id: wire.id,
      phase: wire.phase,
      bettingEndsAt: wire.betting_ends_at,
      resultAt: wire.result_at,
      sector: wire.sector,
      color: wire.color,
      hash: wire.hash,
      bets: wire.bets,
    } satisfies RouletteRound,
    myBets: wire.my_bets,
  }));

const historySchema = z
  .looseObject({ round_id: id, sector, color, hash: z.string() })
  .transform((wire): RouletteHistoryEntry => ({ roundId: wire.round_id, sector: wire.sector, color: wire.color, hash: wire.hash }));

const result = { round_id: id, sector, color, multiplier: z.number().optional(), hash: z.string() };

const eventSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('snapshot'), round: roundSchema.nullable(), history: z.array(historySchema).default([]) }),
  z.looseObject({ type: z.literal('round_betting'), round_id: id, betting_ends_at: z.number() }),
  z.looseObject({ type: z.literal('bet'), round_id: id, bet: betSchema }),
  z.looseObject({ type: z.literal('round_spinning'), ...result, result_at: z.number() }),
  z.looseObject({
    type: z.literal('round_result'),
    ...result,
    winners: z.array(z.looseObject({ bet_id: id, payout: amount, currency })).default([]),
  }),
  z.looseObject({ type: z.literal('bet_result'), round_id: id, bet_id: id, payout: amount }),
  z.looseObject({ type: z.literal('balance'), balance: amount, currency }),
]);

export type RouletteEvent = z.infer<typeof eventSchema>;

/** One roulette event, or null for anything else (another game's, a frame this screen does not use, a malformed one). */
export function readRouletteEvent(event: { type: string; game?: string }): RouletteEvent | null {
  if (event.game !== 'roulette') return null;
  return parseOrNull(eventSchema, event);
}

/** A bet from a command's ack (`{bet, balance}`). */
export function readRouletteBet(wire: unknown): RouletteBet | null {
  return parseOrNull(betSchema, wire);
}
