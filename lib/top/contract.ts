import { z } from 'zod';

/**
 * The wire contract of the top (GET /api/v2/top, issue 26): the biggest wins and the players who wagered most over a
 * rolling day, week or month, imported by the api route and the web alike. A player is their public display name;
 * null when they hide their statistics.
 */
export const TOP_PERIODS = ['day', 'week', 'month'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];

/** Rolling windows, not calendar ones: the board never empties at midnight. */
export const TOP_PERIOD_MS: Record<TopPeriod, number> = {
  day: 24 * 3600_000,
  week: 7 * 24 * 3600_000,
  month: 30 * 24 * 3600_000,
};

export const TOP_LIMIT = 10;

export const topQuerySchema = z.object({
  period: z.enum(TOP_PERIODS, { message: `invalid_period: One of ${TOP_PERIODS.join(', ')}.` }).default('day'),
});

export const topPlayerSchema = z.object({ name: z.string(), avatar: z.string().nullable() }).nullable();
export type TopPlayer = z.infer<typeof topPlayerSchema>;

/** Where a game's page is: an in-house game (lib/games identity), or a casino game of the catalogue's category. */
export const TOP_GAME_CATEGORIES = ['in_house', 'slots', 'live'] as const;

export const topWinSchema = z.object({
  player: topPlayerSchema,
  /** An in-house game's id ('dice'), or a casino game's code. */
  game: z.string(),
  /** null: a casino code the catalogue no longer has. */
  game_category: z.enum(TOP_GAME_CATEGORIES).nullable(),
  /** The casino catalogue's name of the game; null for the in-house games (the web names them). */
  game_name: z.string().nullable(),
  multiplier: z.number(),
  /** The payout, in major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  at: z.string(),
});
export type TopWin = z.infer<typeof topWinSchema>;

export const topRankSchema = z.object({
  rank: z.number().int(),
  player: topPlayerSchema,
  /** Staked over the period, in major units of USD at the operator's exchange rates. */
  wagered: z.number(),
  bets: z.number().int(),
  biggest_multiplier: z.number(),
});

export const topReplySchema = z.object({
  period: z.enum(TOP_PERIODS),
  since: z.string(),
  biggest_wins: z.array(topWinSchema),
  top_players: z.array(topRankSchema),
});
export type TopReply = z.infer<typeof topReplySchema>;
