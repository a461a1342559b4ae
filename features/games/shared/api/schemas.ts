import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';

/** Amounts arrive in major units of the bet's currency (docs/games-api.md); the web keeps minor units. */
const wireAmount = z.union([z.number(), z.string()]);
const currency = z.enum(CURRENCIES);

function minor(amount: number | string, of: Currency): number {
  return toMinorUnits(amount, of);
}

export const balanceSchema = z
  .looseObject({
    demo: z.boolean(),
    currency,
    balance: wireAmount,
    bonus_balance: wireAmount.nullish(),
    total_balance: wireAmount.nullish(),
  })
  .transform((wire) => ({
    demo: wire.demo,
    currency: wire.currency,
    balanceMinor: minor(wire.balance, wire.currency),
    bonusMinor: wire.bonus_balance === null || wire.bonus_balance === undefined ? 0 : minor(wire.bonus_balance, wire.currency),
    /** The wire's numbers, to put back into the session's user as the profile carries them. */
    wire: {
      balance: Number(wire.balance),
      bonus_balance: Number(wire.bonus_balance ?? 0),
      total_balance: Number(wire.total_balance ?? wire.balance),
    },
  }));
export type GameBalance = z.infer<typeof balanceSchema>;

export const BET_STATES = ['open', 'won', 'lost'] as const;
export type BetState = (typeof BET_STATES)[number];

const fairnessSchema = z.looseObject({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().nonnegative(),
  server_seed: z.string().nullish(),
});

export const betSchema = z
  .looseObject({
    id: z.union([z.string(), z.number()]).transform(String),
    game: z.string(),
    demo: z.boolean(),
    state: z.enum(BET_STATES),
    currency,
    amount: wireAmount,
    payout: wireAmount,
    multiplier_bp: z.number().int().nonnegative(),
    params: z.record(z.string(), z.unknown()).nullish(),
    result: z.record(z.string(), z.unknown()).nullish(),
    fairness: fairnessSchema,
    created_at: z.string(),
  })
  .transform((wire) => ({
    id: wire.id,
    game: wire.game,
    demo: wire.demo,
    state: wire.state,
    currency: wire.currency,
    amountMinor: minor(wire.amount, wire.currency),
    payoutMinor: minor(wire.payout, wire.currency),
    multiplierBp: wire.multiplier_bp,
    params: wire.params ?? {},
    result: wire.result ?? {},
    fairness: {
      serverSeedHash: wire.fairness.server_seed_hash,
      clientSeed: wire.fairness.client_seed,
      nonce: wire.fairness.nonce,
      serverSeed: wire.fairness.server_seed ?? null,
    },
    createdAt: wire.created_at,
  }));
export type GameBet = z.infer<typeof betSchema>;

/** What every play route answers: the bet as it stands and the balance after it. */
export const playReplySchema = z.object({ bet: betSchema, balance: balanceSchema });
export type PlayReply = z.infer<typeof playReplySchema>;

/** GET .../active of a multi-step game. */
export const activeReplySchema = z.object({ bet: betSchema.nullable() });

export const feedItemSchema = z
  .looseObject({
    id: z.union([z.string(), z.number()]).transform(String),
    game: z.string(),
    user: z.looseObject({ name: z.string().nullish(), avatar: z.string().nullish() }).nullish(),
    currency,
    amount: wireAmount,
    payout: wireAmount,
    multiplier_bp: z.number().int().nonnegative(),
    win: z.boolean(),
    created_at: z.string(),
  })
  .transform((wire) => ({
    id: wire.id,
    game: wire.game,
    /** null: the player hides their statistics. */
    userName: wire.user ? (wire.user.name ?? null) : null,
    hidden: !wire.user,
    currency: wire.currency,
    amountMinor: minor(wire.amount, wire.currency),
    payoutMinor: minor(wire.payout, wire.currency),
    multiplierBp: wire.multiplier_bp,
    win: wire.win,
    createdAt: wire.created_at,
  }));
export type FeedItem = z.infer<typeof feedItemSchema>;

/** A bet's id as the play routes take it back (`bet_id`: a whole number). */
export function betIdOf(bet: GameBet): number {
  return Number(bet.id);
}
