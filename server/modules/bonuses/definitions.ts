import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { LOCALE_CODES, type LocaleCode } from '@/lib/locales';

/**
 * A bonus definition as config/bonuses.json and the operator's endpoint write it. Amounts are minor units per
 * currency (an operator sets each market's figures); a currency missing from `cap`/`amount` gets no such bonus.
 */
const perCurrency = z.partialRecord(z.enum(CURRENCIES), z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const localised = z.object(
  Object.fromEntries(LOCALE_CODES.map((code) => [code, z.string().min(1).max(120)])) as Record<LocaleCode, z.ZodString>,
);

export const CONTRIBUTION_KEY = /^[a-z0-9_]{1,40}$/;

const common = {
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/),
  name: localised,
  wagering: z.object({ multiplier: z.number().int().min(0).max(200), base: z.enum(['bonus', 'bonus_deposit']) }),
  /** Percent of a stake counting towards wagering, by game id or casino category ('slots', 'live'); 'default' for the rest. */
  contributions: z
    .record(z.string().regex(CONTRIBUTION_KEY), z.number().int().min(0).max(100))
    .refine((weights) => 'default' in weights, 'contributions needs a default'),
  max_bet: perCurrency,
  expires_in_days: z.number().int().min(1).max(365),
  /** ISO country codes where it is offered; null: everywhere the product is. */
  regions: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .nullable()
    .default(null),
  currencies: z.array(z.enum(CURRENCIES)).nullable().default(null),
  valid_from: z.iso.datetime().nullable().default(null),
  valid_to: z.iso.datetime().nullable().default(null),
  per_player_limit: z.number().int().min(1).max(1000).default(1),
  promo_codes: z
    .array(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/))
    .max(20)
    .default([]),
  enabled: z.boolean().default(true),
};

export const bonusDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('deposit_match'),
    /** The welcome pack's step: the player's nth credited deposit; null for a reload any deposit may take. */
    deposit_number: z.number().int().min(1).max(10).nullable().default(null),
    /** Days from registration the step is open (the welcome pack's). */
    days_after_registration: z.number().int().min(1).max(365).nullable().default(null),
    percent: z.number().int().min(1).max(500),
    cap: perCurrency,
    min_deposit: perCurrency,
  }),
  z.object({ ...common, kind: z.literal('no_deposit'), amount: perCurrency }),
]);

export type BonusDefinition = z.infer<typeof bonusDefinitionSchema>;
export type DepositMatch = Extract<BonusDefinition, { kind: 'deposit_match' }>;

export const bonusSeedSchema = z.object({
  /** The welcome pack's public title per locale (GET /api/v3/welcome-pack/get-welcome-packs-guest). */
  welcome_pack: z.object({ public_title: localised }),
  definitions: z.array(bonusDefinitionSchema).max(200),
});
export type BonusSeed = z.infer<typeof bonusSeedSchema>;

export function readBonusSeed(path: string): BonusSeed {
  return bonusSeedSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Whether a definition is offered in `currency` at all (its money figures name the currency). */
export function offersCurrency(definition: BonusDefinition, currency: Currency): boolean {
  if (definition.currencies && !definition.currencies.includes(currency)) return false;
  if (definition.max_bet[currency] === undefined) return false;
  return definition.kind === 'deposit_match' ? definition.cap[currency] !== undefined : definition.amount[currency] !== undefined;
}

/** Whether it is inside its validity window at `now`. */
export function isCurrent(definition: BonusDefinition, now: Date): boolean {
  if (!definition.enabled) return false;
  if (definition.valid_from && now < new Date(definition.valid_from)) return false;
  return !(definition.valid_to && now >= new Date(definition.valid_to));
}

/** The percent of a stake on `game` (a game id, or a casino game of `category`) that counts towards wagering. */
export function contributionOf(contributions: Record<string, number>, game: string, category: string | null): number {
  return contributions[game] ?? (category ? contributions[category] : undefined) ?? contributions.default ?? 0;
}

/** The bonus a deposit of `depositMinor` gets under a deposit match: percent of it, at most the cap; 0 below the minimum. */
export function matchAmount(definition: DepositMatch, currency: Currency, depositMinor: number): number {
  const cap = definition.cap[currency];
  const min = definition.min_deposit[currency] ?? 1;
  if (cap === undefined || depositMinor < min) return 0;
  return Math.min(cap, Math.floor((depositMinor * definition.percent) / 100));
}

/** The amount to wager: the multiplier times the bonus, or times bonus and deposit. */
export function wagerRequired(definition: BonusDefinition, bonusMinor: number, depositMinor: number): number {
  const base = definition.wagering.base === 'bonus_deposit' ? bonusMinor + depositMinor : bonusMinor;
  return base * definition.wagering.multiplier;
}
