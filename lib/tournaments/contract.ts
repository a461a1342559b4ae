import { z } from 'zod';
import { TOURNAMENT_STATUSES } from '@/lib/tournaments';

/**
 * The wire contract of races and tournaments (GET /api/v2/tournaments, GET /api/v2/tournaments/{id}), imported by the
 * api routes and the web alike. A tournament is named by its numeric id or its slug (never all digits). Scores:
 * 'wagered' in major units of USD at the operator's rates, 'best_multiplier' as a multiplier, 'bets' as a count.
 */
export const TOURNAMENT_SCORINGS = ['wagered', 'best_multiplier', 'bets'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

/** The leaderboard shows this many places (and the caller's own place below them). */
export const LEADERBOARD_LIMIT = 20;

export const tournamentsQuerySchema = z.object({
  status: z.enum(TOURNAMENT_STATUSES, { message: `invalid_status: One of ${TOURNAMENT_STATUSES.join(', ')}.` }).default('active'),
});

export const tournamentParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/i, { message: 'invalid_id: A tournament id or slug.' }),
});

export const tournamentPrizeSchema = z.object({ place: z.number().int(), amount: z.number() });

export const tournamentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the request's language (Accept-Language), English when it has none. */
  title: z.string(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  /** The game ids whose bets count; null: every game. */
  games: z.array(z.string()).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  /** True once the prizes were paid. */
  paid: z.boolean(),
  prize_currency: z.string(),
  /** The sum of the prizes, in major units of prize_currency. */
  prize_pool: z.number(),
  prizes: z.array(tournamentPrizeSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentsReplySchema = z.object({ data: z.array(tournamentSchema) });
export type TournamentsReply = z.infer<typeof tournamentsReplySchema>;

/** A player's public display name; null when they hide their statistics. */
export const tournamentPlayerSchema = z.object({ name: z.string(), avatar: z.string().nullable() }).nullable();

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  player: tournamentPlayerSchema,
  score: z.number(),
  bets: z.number().int(),
  /** The place's prize in major units of prize_currency; 0 for a place without one. */
  prize: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentReplySchema = z.object({
  data: tournamentSchema.extend({
    leaderboard: z.array(leaderboardRowSchema),
    /** The signed-in caller's own row (also when outside the top); null for a guest or a player with no bets in it. */
    me: leaderboardRowSchema.nullable(),
    participants: z.number().int(),
  }),
});
export type TournamentReply = z.infer<typeof tournamentReplySchema>;
