import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { centiOf } from './crash-curve';

/** The crash socket's frames (docs/realtime.md) as the screen keeps them: minor units, hundredths, string ids. */
export type CrashPhase = 'betting' | 'running' | 'crashed';

export interface CrashBet {
  id: string;
  /** null: the player hides their statistics (or has no name). */
  userName: string | null;
  hidden: boolean;
  amountMinor: number;
  currency: Currency;
  /** Only on the player's own bet. */
  autoCashoutCenti: number | null;
  cashedOutCenti: number | null;
  payoutMinor: number | null;
  demo: boolean;
}

export interface CrashRound {
  id: string;
  phase: CrashPhase;
  bettingEndsAt: number | null;
  startedAt: number | null;
  crashCenti: number | null;
  hash: string | null;
  bets: CrashBet[];
}

export interface CrashHistoryEntry {
  roundId: string;
  crashCenti: number;
  hash: string;
}

const id = z.union([z.string(), z.number()]).transform(String);
const amount = z.union([z.number(), z.string()]);
const currency = z.enum(CURRENCIES);
const multiplier = z.number().positive().transform(centiOf);
const time = z.number().nullish().transform((value) => value ?? null);

const betSchema = z
  .looseObject({
    id,
    user: z.looseObject({ name: z.string().nullish() }).nullish(),
    amount,
    currency,
    auto_cashout: multiplier.nullish(),
    cashed_out_at: multiplier.nullish(),
    payout: amount.nullish(),
    demo: z.boolean().optional(),
  })
  .transform(
    (wire): CrashBet => ({
      id: wire.id,
      userName: wire.user?.name ?? null,
      hidden: !wire.user,
      amountMinor: toMinorUnits(wire.amount, wire.currency),
      currency: wire.currency,
      autoCashoutCenti: wire.auto_cashout ?? null,
      cashedOutCenti: wire.cashed_out_at ?? null,
      payoutMinor: wire.payout === null || wire.payout === undefined ? null : toMinorUnits(wire.payout, wire.currency),
      demo: wire.demo ?? false,
    }),
  );

const roundSchema = z
  .looseObject({
    id,
    phase: z.enum(['betting', 'running', 'crashed']),
    betting_ends_at: time,
    started_at: time,
    elapsed_ms: z.number().nullish(),
    crash: multiplier.nullish(),
    hash: z.string().nullish(),
    bets: z.array(betSchema).default([]),
    my_bet: betSchema.nullish(),
  })
  .transform((wire) => ({
    round: {
      id: wire.id,
      phase: wire.phase,
      bettingEndsAt: wire.betting_ends_at,
      startedAt: wire.started_at,
      crashCenti: wire.crash ?? null,
      hash: wire.hash ?? null,
      bets: wire.bets,
    } satisfies CrashRound,
    myBet: wire.my_bet ?? null,
    /** How long the round had been running at the snapshot's `server_time`. */
    elapsedMs: wire.elapsed_ms ?? 0,
  }));

const historySchema = z.looseObject({ round_id: id, crash: multiplier, hash: z.string() }).transform((wire): CrashHistoryEntry => ({ roundId: wire.round_id, crashCenti: wire.crash, hash: wire.hash }));

const eventSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('snapshot'), round: roundSchema.nullable(), history: z.array(historySchema).default([]) }),
  z.looseObject({ type: z.literal('round_betting'), round_id: id, betting_ends_at: z.number(), hash_commit: z.string().nullish() }),
  z.looseObject({ type: z.literal('round_running'), round_id: id, started_at: z.number() }),
  z.looseObject({ type: z.literal('tick'), round_id: id, elapsed_ms: z.number(), multiplier, sent_at: z.number().optional() }),
  z.looseObject({ type: z.literal('bet'), round_id: id, bet: betSchema }),
  z.looseObject({ type: z.literal('bet_cancelled'), round_id: id, bet_id: id }),
  z.looseObject({ type: z.literal('cashout'), round_id: id, bet_id: id, multiplier, payout: amount, currency }),
  z.looseObject({ type: z.literal('crash'), round_id: id, crash: multiplier, hash: z.string(), elapsed_ms: z.number().optional() }),
  z.looseObject({ type: z.literal('balance'), balance: amount, currency }),
]);

export type CrashEvent = z.infer<typeof eventSchema>;

/** One crash event, or null for anything else (another game's, a frame this screen does not use, a malformed one). */
export function readCrashEvent(event: { type: string; game?: string }): CrashEvent | null {
  if (event.game !== undefined && event.game !== 'crash') return null;
  const parsed = eventSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/** A bet from a command's ack (`{bet, balance}`). */
export function readCrashBet(wire: unknown): CrashBet | null {
  const parsed = betSchema.safeParse(wire);
  return parsed.success ? parsed.data : null;
}

/** The payout of a cash-out event in minor units of its currency. */
export function payoutMinorOf(event: Extract<CrashEvent, { type: 'cashout' }>): number {
  return toMinorUnits(event.payout, event.currency);
}
