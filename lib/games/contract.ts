import { z } from 'zod';
import type { GameKind } from './identity';
import type { Game as LimitsKey } from '../bet-limits';

/** Refusals every game may answer besides its own (docs/games-api.md, "Errors"). */
export const COMMON_REFUSALS = [
  'invalid_amount',
  'stake_out_of_range',
  'insufficient_funds',
  'demo_session_invalid',
  'idempotency_key_reused',
] as const;

/** The bodies (or, for a round game, the socket command arguments) of a game's operations, by operation. */
type Operations = Record<string, z.ZodObject>;

/**
 * One game's contract, shared by the api, the web, the verifier, the feeds and the benches: who it is in every place
 * (api id, url slug, stake-limits key), how it is played, the shape of every request and of a bet's params and result,
 * and the refusal codes it answers. `fields` names the refusal code of each request field that fails its schema.
 */
export type GameContract = {
  id: string;
  slug: string;
  /** The spec's stake-limits key (lib/bet-limits.ts); null where the stake is a price (cases, the rooms). */
  limits: LimitsKey | null;
  kind: GameKind;
  operations: Operations;
  params: z.ZodType;
  result: z.ZodType;
  refusals: readonly string[];
  fields: Readonly<Record<string, string>>;
};

export function defineGame<const C extends GameContract>(contract: C): C {
  return contract;
}

export const wireAmountSchema = z
  .number({ message: 'invalid_amount: The stake is a number in major units.' })
  .positive({ message: 'invalid_amount: The stake must be above 0.' })
  .describe('The stake in major units of the currency');

const invalidBetId = 'invalid_bet_id: The bet id is a whole number.';
export const betIdSchema = z
  .number({ message: invalidBetId })
  .int({ message: invalidBetId })
  .positive({ message: invalidBetId })
  .max(Number.MAX_SAFE_INTEGER, { message: invalidBetId })
  .optional()
  .describe('The open game the client is showing; another one is refused with 409 no_open_game');

/** The refusal codes of the fields every game's stake requests share, and a multi-step game's steps add. */
export const COMMON_FIELDS = { amount: 'invalid_amount' } as const;
export const STEP_FIELDS = { bet_id: 'invalid_bet_id' } as const;
/** What a multi-step game answers besides the common refusals: its steps' own. */
export const STEP_REFUSALS = ['invalid_bet_id', 'game_open', 'no_open_game', 'game_changed', 'cashout_too_early'] as const;

/** A bet's params or result read with its game's schema: typed, or null when it is not that game's shape. */
export function readAs<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const invalidKey = 'invalid_key: The key is 1 to 64 visible ASCII characters.';
/** The arguments every round game's `bet` command takes (docs/realtime.md); each game extends it with its own. */
export const roundBetArgsSchema = z.object({
  amount: wireAmountSchema,
  currency: z.string({ message: 'invalid_currency: The currency is a currency code.' }).optional(),
  key: z.string({ message: invalidKey }).regex(/^[\x21-\x7e]{1,64}$/, { message: invalidKey }),
});

export const ROUND_FIELDS = { ...COMMON_FIELDS, currency: 'invalid_currency', key: 'invalid_key' } as const;
/** What every round game's `bet` answers besides the common refusals. */
export const ROUND_REFUSALS = [
  'invalid_currency',
  'invalid_key',
  'currency_mismatch',
  'phase_closed',
  'too_many_bets',
  'round_full',
  'region_restricted',
] as const;

/** A round game's bet as the history lists it: the round it was in. */
export const roundIdSchema = z.number().int();
