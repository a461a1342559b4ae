import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { GAME_IDS } from './types';

export const amountSchema = z
  .number({ message: 'invalid_amount: The stake is a number in major units.' })
  .positive({ message: 'invalid_amount: The stake must be above 0.' })
  .describe('The stake in major units of the currency');

export const betIdSchema = z
  .number({ message: 'invalid_bet_id: The bet id is a whole number.' })
  .int({ message: 'invalid_bet_id: The bet id is a whole number.' })
  .positive({ message: 'invalid_bet_id: The bet id is a whole number.' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'invalid_bet_id: The bet id is a whole number.' })
  .optional()
  .describe('The open game the client is showing; another one is refused with 409 no_open_game');

export const gameIdSchema = z.enum(GAME_IDS);

/** A bet's money and outcome on the wire (bets/view.ts, betOutcomeView), with its game's parameters and result. */
export const betOutcomeShape = {
  currency: z.string(),
  amount: z.number(),
  payout: z.number(),
  profit: z.number(),
  multiplier: z.number(),
  multiplier_bp: z.number().int(),
  params: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
};

export const betSchema = z
  .object({
    id: z.number().int(),
    game: gameIdSchema,
    demo: z.boolean(),
    state: z.enum(['open', 'won', 'lost']),
    ...betOutcomeShape,
    fairness: z.object({
      server_seed_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number().int(),
      server_seed: z.string().nullable(),
    }),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'GameBet' });

export const balanceSchema = z
  .object({ demo: z.boolean(), currency: z.string(), balance: z.number(), bonus_balance: z.number(), total_balance: z.number() })
  .meta({ id: 'GameBalance' });

export const playReplySchema = z.object({ bet: betSchema, balance: balanceSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number({ message: 'invalid_page: page is a whole number from 1.' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ message: 'invalid_per_page: per_page is 1 to 100.' }).int().min(1).max(100).default(20),
});

export const pageMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/** Every reply a player route may give besides its own. */
export const playerErrorResponses = {
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
  429: errorBodySchema,
  451: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
};

export const security: { [label: string]: string[] }[] = [{ bearer: [] }, { demoSession: [] }];
