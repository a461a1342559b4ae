import { z } from 'zod';
import { toMinorUnits } from '@/lib/money';
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
import { centiOf } from './crash-curve';

/** The crash socket's frames (docs/realtime.md) as the screen keeps them: minor units, hundredths, string ids. */
export type CrashPhase = 'betting' | 'running' | 'crashed';

export interface CrashBet extends LiveBet {
  /** Only on the player's own bet. */
  autoCashoutCenti: number | null;
  cashedOutCenti: number | null;
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

const multiplier = z.number().positive().transform(centiOf);
const time = nullable(z.number());

const betSchema = z
  .looseObject({ ...liveBetFields, auto_cashout: multiplier.nullish(), cashed_out_at: multiplier.nullish() })
  .transform((wire): CrashBet => ({
    ...readLiveBet(wire),
    autoCashoutCenti: wire.auto_cashout ?? null,
    cashedOutCenti: wire.cashed_out_at ?? null,
  }));

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

const historySchema = z
  .looseObject({ round_id: id, crash: multiplier, hash: z.string() })
  .transform((wire): CrashHistoryEntry => ({ roundId: wire.round_id, crashCenti: wire.crash, hash: wire.hash }));

const eventSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('snapshot'), round: roundSchema.nullable(), history: z.array(historySchema).default([]) }),
  z.looseObject({ type: z.literal('round_betting'), round_id: id, betting_ends_at: z.number(), hash_commit: z.string().nullish() }),
  z.looseObject({ type: z.literal('round_running'), round_id: id, started_at: z.number() }),
  z.looseObject({ type: z.literal('tick'), round_id: id, elapsed_ms: z.number(), multiplier, sent_at: z.number().optional() }),
  z.looseObject({ type: z.literal('bet'), round_id: id, bet: betSchema }),
  z.looseObject({ type: z.literal('bet_cancelled'), round_id: id, bet_id: id }),
  z.looseObject({
    type: z.literal('cashouts'),
    round_id: id,
    cashouts: z.array(z.looseObject({ bet_id: id, multiplier, payout: amount })),
  }),
  z.looseObject({ type: z.literal('crash'), round_id: id, crash: multiplier, hash: z.string(), elapsed_ms: z.number().optional() }),
  z.looseObject({ type: z.literal('balance'), balance: amount, currency }),
]);

export type CrashEvent = z.infer<typeof eventSchema>;

/** One crash event, or null for anything else (another game's, a frame this screen does not use, a malformed one). */
export function readCrashEvent(event: { type: string; game?: string }): CrashEvent | null {
  if (event.game !== undefined && event.game !== 'crash') return null;
  return parseOrNull(eventSchema, event);
}

/** A bet from a command's ack (`{bet, balance}`). */
export function readCrashBet(wire: unknown): CrashBet | null {
  return parseOrNull(betSchema, wire);
}

export type CrashCashout = Extract<CrashEvent, { type: 'cashouts' }>['cashouts'][number];

/** A bet as a `cashouts` entry closes it: its multiplier and its payout in minor units of the bet's currency. */
export function cashedOut(bet: CrashBet, entry: CrashCashout): CrashBet {
  return { ...bet, cashedOutCenti: entry.multiplier, payoutMinor: toMinorUnits(entry.payout, bet.currency) };
}
