import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { gameContract, isGameId } from '@/lib/games';
import { GAME_IDS } from './types';

export { wireAmountSchema as amountSchema } from '@/lib/games/contract';

export const gameIdSchema = z.enum(GAME_IDS);

/** A bet's money and outcome on the wire (bets/view.ts, betOutcomeView). */
export const betOutcomeShape = {
  currency: z.string(),
  amount: z.number(),
  payout: z.number(),
  profit: z.number(),
  multiplier: z.number(),
  multiplier_bp: z.number().int(),
  outcome: z
    .enum(['won', 'push', 'lost'])
    .nullable()
    .describe(
      "How it ended for the player, by money: a payout above the stake won, equal a push, below lost (null while open); `state: 'won'` only says something was paid",
    ),
};

/** A bet's params and result: each game's own shape (its contract in lib/games), checked on every reply. */
export const betDetailsShape = {
  params: z.record(z.string(), z.unknown()).describe("The bet's parameters: the params schema of its game's contract (lib/games)"),
  result: z.record(z.string(), z.unknown()).describe("The bet's result: the result schema of its game's contract (lib/games)"),
};

/** A reply's bet breaks no contract: a params or result off its game's schema is the server's bug, never sent. */
export function checkBetDetails(bet: { game: string; params: unknown; result: unknown }, ctx: z.RefinementCtx): void {
  const contract = isGameId(bet.game) ? gameContract(bet.game) : null;
  if (!contract) return;
  for (const part of ['params', 'result'] as const) {
    const parsed = contract[part].safeParse(bet[part]);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: [part], message: `${bet.game} ${part}: ${parsed.error.message}` });
  }
}

export const betSchema = z
  .object({
    id: z.number().int(),
    game: gameIdSchema,
    demo: z.boolean(),
    state: z.enum(['open', 'won', 'lost']),
    ...betOutcomeShape,
    ...betDetailsShape,
    fairness: z.object({
      server_seed_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number().int(),
      server_seed: z.string().nullable(),
    }),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .superRefine(checkBetDetails)
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
