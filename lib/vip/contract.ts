import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { VIP_LEVEL_IDS } from './levels';

/**
 * The wire contract of the VIP levels (GET /api/v2/vip/status, POST /api/v2/vip/rakeback/claim), imported by the api
 * routes and the web alike. Amounts are major units as everywhere on the wire; USD ones are in US dollars.
 */
export const vipLevelSchema = z.object({
  number: z.number().int(),
  id: z.enum(VIP_LEVEL_IDS as [string, ...string[]]),
  /** Lifetime wagered needed, USD. */
  threshold: z.number(),
  /** The share of the house edge returned, 0..1. */
  rakeback_rate: z.number(),
  /** Paid once on reaching the level, USD (in the player's currency at the operator's rate). */
  reward: z.number(),
});
export type VipLevelView = z.infer<typeof vipLevelSchema>;

export const vipRakebackSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Accrued and not claimed yet, in the currency's major units. */
  amount: z.number(),
});

export const vipStatusSchema = z.object({
  level: vipLevelSchema,
  next_level: vipLevelSchema.nullable(),
  /** Lifetime settled real-money stakes, USD at the operator's rates. */
  wagered: z.number(),
  /** From this level's threshold to the next one, 0..1 (1 at the top level). */
  progress: z.number().min(0).max(1),
  rakeback: z.array(vipRakebackSchema),
  levels: z.array(vipLevelSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;
export const vipStatusReplySchema = z.object({ success: z.literal(true), data: vipStatusSchema });

export const vipClaimBodySchema = z.object({
  currency: z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }),
});

export const vipClaimSchema = z.object({
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Paid to the real balance, major units. */
  amount: z.number(),
  /** The real balance after the payment, major units. */
  balance: z.number(),
});
export type VipClaim = z.infer<typeof vipClaimSchema>;
export const vipClaimReplySchema = z.object({ success: z.literal(true), data: vipClaimSchema });
