import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { ROULETTE_COLORS, ROULETTE_SECTORS, type RouletteColor } from '@/lib/fairness/roulette';
import { toMinorUnits } from '@/lib/money';

/** The roulette socket's frames (docs/realtime.md, "Roulette") as the screen keeps them: minor units, string ids. */
export type RoulettePhase = 'betting' | 'spinning' | 'settled';

export interface RouletteBet {
  id: string;
  /** null: the player hides their statistics (or has no name). */
  userName: string | null;
  hidden: boolean;
  color: RouletteColor;
  amountMinor: number;
  currency: Currency;
  /** null until settled; 0 when lost. */
  payoutMinor: number | null;
  demo: boolean;
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

const id = z.union([z.string(), z.number()]).transform(String);
const amount = z.union([z.number(), z.string()]);
const currency = z.enum(CURRENCIES);
const color = z.enum(ROULETTE_COLORS);
const sector = z.number().int().min(0).max(ROULETTE_SECTORS - 1);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

const betSchema = z
  .looseObject({
    id,
    user: z.looseObject({ name: z.string().nullish() }).nullish(),
    color,
    amount,
    currency,
    payout: amount.nullish(),
    demo: z.boolean().optional(),
  })
  .transform(
    (wire): RouletteBet => ({
      id: wire.id,
      userName: wire.user?.name ?? null,
      hidden: !wire.user,
      color: wire.color,
      amountMinor: toMinorUnits(wire.amount, wire.currency),
      currency: wire.currency,
      payoutMinor: wire.payout === null || wire.payout === undefined ? null : toMinorUnits(wire.payout, wire.currency),
      demo: wire.demo ?? false,
    }),
  );

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
  z.looseObject({ type: z.literal('round_result'), ...result, winners: z.array(z.looseObject({ bet_id: id, payout: amount, currency })).default([]) }),
  z.looseObject({ type: z.literal('bet_result'), round_id: id, bet_id: id, payout: amount }),
  z.looseObject({ type: z.literal('balance'), balance: amount, currency }),
]);

export type RouletteEvent = z.infer<typeof eventSchema>;

/** One roulette event, or null for anything else (another game's, a frame this screen does not use, a malformed one). */
export function readRouletteEvent(event: { type: string; game?: string }): RouletteEvent | null {
  if (event.game !== 'roulette') return null;
  const parsed = eventSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/** A bet from a command's ack (`{bet, balance}`). */
export function readRouletteBet(wire: unknown): RouletteBet | null {
  const parsed = betSchema.safeParse(wire);
  return parsed.success ? parsed.data : null;
}
