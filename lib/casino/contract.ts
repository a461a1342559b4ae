import { z } from 'zod';

/**
 * The wire contract of the slots and live casino (issue 25), imported by the api routes and the web's calls alike.
 * Games come from an aggregator (Hub88's protocol; the sandbox aggregator by default) and are synced into our catalogue;
 * a game's `code` is the aggregator's game_code and the slug of its pages (/games/slots/{code}/demo|play).
 */
export const CASINO_CATEGORIES = ['slots', 'live'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/** The web's lobby path segment of each category (the spec's routes). */
export const CATEGORY_PATH: Record<CasinoCategory, 'slots' | 'live-casino'> = { slots: 'slots', live: 'live-casino' };

/** Game codes are URL-safe (they are page slugs): letters, digits, '_' and '-'. */
export const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a game code');

export const catalogGameSchema = z.object({
  code: gameCodeSchema,
  name: z.string(),
  provider: z.string(),
  category: z.enum(CASINO_CATEGORIES),
  /** An absolute URL of the game's artwork, or null (the lobby draws one from the name). */
  thumbnail: z.string().nullable(),
  /** Return to player in percent (96.5), or null when the provider does not publish it. */
  rtp: z.number().nullable(),
  /** Whether the game has a demo (play money) mode. */
  demo: z.boolean(),
});
export type CatalogGame = z.infer<typeof catalogGameSchema>;

export const catalogQuerySchema = z.object({ category: z.enum(CASINO_CATEGORIES).optional() });
export const catalogReplySchema = z.object({ data: z.array(catalogGameSchema) });

export const LAUNCH_MODES = ['demo', 'real'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];
export const PLATFORMS = ['GPL_DESKTOP', 'GPL_MOBILE'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const launchBodySchema = z.object({
  game_code: gameCodeSchema,
  mode: z.enum(LAUNCH_MODES),
  platform: z.enum(PLATFORMS),
});
export type LaunchBody = z.infer<typeof launchBodySchema>;
export const launchReplySchema = z.object({ url: z.url() });

/**
 * Why a launch is refused (the reply's `code`): 404 game_not_found, 403 game_disabled / country_blocked,
 * 422 currency_unsupported / demo_unavailable, 401 for real play without a login, 502 provider_unavailable.
 */
export const LAUNCH_REFUSALS = [
  'game_not_found',
  'game_disabled',
  'country_blocked',
  'currency_unsupported',
  'demo_unavailable',
  'provider_unavailable',
] as const;
export type LaunchRefusal = (typeof LAUNCH_REFUSALS)[number];

/** GET /api/v2/games/favourites: the player's favourite games' codes, newest first. */
export const favouritesReplySchema = z.object({ data: z.array(gameCodeSchema) });
/** PUT|DELETE /api/v2/games/favourites/{code}: add or remove one; answers the list. */
export const favouriteParamsSchema = z.object({ code: gameCodeSchema });

/** GET /api/v2/games/recent: the games the player launched, most recent first (at most RECENT_GAMES_LIMIT). */
export const RECENT_GAMES_LIMIT = 12;
export const recentReplySchema = z.object({ data: z.array(catalogGameSchema) });

/**
 * What a game page in the iframe tells the page around it (window.postMessage, target origin = the lobby's):
 * `balance` after every settled spin or round (the header refreshes the balance), `deposit` when the player asks to
 * top up (the page opens the deposit modal).
 */
export const gameFrameMessageSchema = z.object({ source: z.literal('casino-game'), type: z.enum(['balance', 'deposit']) });
export type GameFrameMessage = z.infer<typeof gameFrameMessageSchema>;
