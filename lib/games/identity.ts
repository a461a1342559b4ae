import type { Game as LimitsKey } from '../bet-limits';

/**
 * How a game is played: one request settles an instant bet; a multi-step game stays open across requests (a start,
 * steps, a cash-out); a round game takes bets over the realtime socket into rounds shared by every player.
 */
export type GameKind = 'instant' | 'multi-step' | 'round';

type Identity = {
  /** The api's name of the game: its routes, bets, feeds and fairness form. */
  id: string;
  /** Its page's path segment (/games/<slug>). */
  slug: string;
  /** The spec's stake-limits key (lib/bet-limits.ts); null where the stake is a price (cases, the rooms). */
  limits: LimitsKey | null;
  kind: GameKind;
};

/**
 * Who each in-house game is in every place, in the lobby's order: the one list of the games. It carries no schema
 * library, so the lobby and the live feeds read it for free; each game's contract (lib/games/<game>.ts) adds its
 * schemas to its entry.
 */
export const GAME_IDENTITIES = [
  { id: 'crash', slug: 'crash', limits: 'crash', kind: 'round' },
  { id: 'dice', slug: 'dice', limits: 'dice', kind: 'instant' },
  { id: 'coinflip', slug: 'coinflip', limits: 'coinflip', kind: 'multi-step' },
  { id: 'roulette', slug: 'roulette', limits: 'roulette', kind: 'round' },
  { id: 'hilo', slug: 'hilo', limits: 'hilo', kind: 'multi-step' },
  { id: 'keno', slug: 'keno', limits: 'keno', kind: 'instant' },
  { id: 'cases', slug: 'cases', limits: null, kind: 'instant' },
  { id: 'rooms', slug: 'rooms', limits: null, kind: 'round' },
  { id: 'mines', slug: 'miner', limits: 'miner', kind: 'multi-step' },
] as const satisfies readonly Identity[];

type AnyIdentity = (typeof GAME_IDENTITIES)[number];
export type GameId = AnyIdentity['id'];
export type GameSlug = AnyIdentity['slug'];
export type InstantGameId = Extract<AnyIdentity, { kind: 'instant' | 'multi-step' }>['id'];
export type RoundGameId = Extract<AnyIdentity, { kind: 'round' }>['id'];
export type IdentityOf<Id extends GameId> = Extract<AnyIdentity, { id: Id }>;

const isRound = (game: AnyIdentity): game is Extract<AnyIdentity, { kind: 'round' }> => game.kind === 'round';
const isPlayedOverRest = (game: AnyIdentity): game is Extract<AnyIdentity, { kind: 'instant' | 'multi-step' }> => !isRound(game);

export const GAME_IDS = GAME_IDENTITIES.map((game) => game.id) as [GameId, ...GameId[]];
/** The games played over REST, with a seed pair per player (instant and multi-step). */
export const INSTANT_GAME_IDS = GAME_IDENTITIES.filter(isPlayedOverRest).map((game) => game.id) as [InstantGameId, ...InstantGameId[]];
/** The games played in shared rounds over the realtime socket. */
export const ROUND_GAME_IDS = GAME_IDENTITIES.filter(isRound).map((game) => game.id) as [RoundGameId, ...RoundGameId[]];
export const GAME_SLUGS = GAME_IDENTITIES.map((game) => game.slug) as [GameSlug, ...GameSlug[]];

const BY_ID = new Map<string, AnyIdentity>(GAME_IDENTITIES.map((game) => [game.id, game]));
const BY_SLUG = new Map<string, AnyIdentity>(GAME_IDENTITIES.map((game) => [game.slug, game]));

export function identityOf<Id extends GameId>(id: Id): IdentityOf<Id> {
  return BY_ID.get(id) as IdentityOf<Id>;
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The page of a game the api names (the api's `mines` is the lobby's `miner`); null for anything else. */
export function slugOfGameId(id: string): GameSlug | null {
  return BY_ID.get(id)?.slug ?? null;
}

export function gameIdOfSlug(slug: string): GameId | null {
  return BY_SLUG.get(slug)?.id ?? null;
}
