import { z } from 'zod';

/**
 * The wire contract of the bonus engine (issue 26, docs/bonuses.md), imported by the api routes and the web. Money is
 * in major units as everywhere on the wire; times are ISO strings.
 */
export const ACTIVATION_STATUSES = ['waiting', 'active', 'wagered', 'expired', 'forfeited', 'cancelled'] as const;
export type ActivationStatusName = (typeof ACTIVATION_STATUSES)[number];

export const activationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(ACTIVATION_STATUSES),
  currency: z.string(),
  amount: z.number().describe('The bonus credited (or to be credited when it starts)'),
  wagered: z.number().describe('Weighted stakes counted so far'),
  wager_required: z.number(),
  progress: z.number().min(0).max(1),
  max_bet: z.number().describe('The largest stake while it is active'),
  contributions: z
    .record(z.string(), z.number().int())
    .describe("Percent of a stake that counts, by game or category; 'default' for the rest"),
  created_at: z.string(),
  started_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  settled: z.number().nullable().describe('What it ended with: converted to real money (wagered) or removed'),
});
export type ActivationView = z.infer<typeof activationSchema>;

export const activationsReplySchema = z.object({ data: z.array(activationSchema) });

/** The bonus waiting for a guest's registration and deposit, or for a player's next deposit (spec: name, expires_in). */
export const waitingBonusReplySchema = z.object({
  data: z.object({ name: z.string(), expires_in: z.number().int().nullable() }).nullable(),
});

/** A promo code's bonus (spec section 3, Bonus: name, expires_in, region). */
export const promoBonusReplySchema = z.object({
  data: z.object({
    name: z.string(),
    kind: z.string(),
    expires_in: z.number().int().describe('Seconds the bonus runs once granted'),
    region: z.array(z.string()).nullable(),
  }),
});

export const promoRedeemBodySchema = z.object({ promo: z.string().trim().min(3).max(32) });

export const welcomeStepSchema = z.object({
  deposit_number: z.number().int(),
  name: z.string(),
  percent: z.number().int(),
  cap: z.number(),
  min_deposit: z.number(),
  max_bet: z.number(),
  wagering_multiplier: z.number().int(),
  wagering_base: z.enum(['bonus', 'bonus_deposit']),
  expires_in_days: z.number().int(),
  days_after_registration: z.number().int().nullable(),
});
export type WelcomeStep = z.infer<typeof welcomeStepSchema>;

export const welcomePackReplySchema = z.object({
  data: z.object({ publicTitle: z.string(), currency: z.string(), steps: z.array(welcomeStepSchema) }),
});
export type WelcomePackReply = z.infer<typeof welcomePackReplySchema>;

export const freeSpinsReplySchema = z.object({
  data: z.array(z.object({ id: z.number().int(), game: z.object({ id: z.string() }), expiration_at: z.string() })),
});
