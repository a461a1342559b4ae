import type { z } from 'zod';
import { cases } from './cases';
import { coinflip } from './coinflip';
import { crash } from './crash';
import { dice } from './dice';
import { hilo } from './hilo';
import { keno } from './keno';
import { mines } from './mines';
import { rooms } from './rooms';
import { roulette } from './roulette';

export { cases, coinflip, crash, dice, hilo, keno, mines, rooms, roulette };

/** Every in-house game's contract, in the lobby's order: the one list of the games. */
export const GAME_CONTRACTS = [crash, dice, coinflip, roulette, hilo, keno, cases, rooms, mines] as const;
export type AnyGameContract = (typeof GAME_CONTRACTS)[number];

export type GameId = AnyGameContract['id'];
export type GameSlug = AnyGameContract['slug'];
export type InstantGameId = Extract<AnyGameContract, { kind: 'instant' | 'multi-step' }>['id'];
export type RoundGameId = Extract<AnyGameContract, { kind: 'round' }>['id'];
export type GameContractOf<Id extends GameId> = Extract<AnyGameContract, { id: Id }>;
export type GameParams<Id extends GameId> = z.infer<GameContractOf<Id>['params']>;
export type GameResult<Id extends GameId> = z.infer<GameContractOf<Id>['result']>;

const isRound = (game: AnyGameContract): game is Extract<AnyGameContract, { kind: 'round' }> => game.kind === 'round';

export const GAME_IDS = GAME_CONTRACTS.map((game) => game.id) as [GameId, ...GameId[]];
/** The games played over REST, with a seed pair per player (instant and multi-step), in the api's order. */
export const INSTANT_GAME_IDS = ['dice', 'coinflip', 'keno', 'mines', 'hilo', 'cases'] as const satisfies readonly InstantGameId[];
/** The games played in shared rounds over the realtime socket. */
export const ROUND_GAME_IDS = GAME_CONTRACTS.filter(isRound).map((game) => game.id) as [RoundGameId, ...RoundGameId[]];
export const GAME_SLUGS = GAME_CONTRACTS.map((game) => game.slug) as [GameSlug, ...GameSlug[]];

const BY_ID = new Map<string, AnyGameContract>(GAME_CONTRACTS.map((game) => [game.id, game]));
const BY_SLUG = new Map<string, AnyGameContract>(GAME_CONTRACTS.map((game) => [game.slug, game]));

export function gameContract<Id extends GameId>(id: Id): GameContractOf<Id> {
  return BY_ID.get(id) as GameContractOf<Id>;
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The game an api id names, by its url slug (the api's `mines` is the lobby's `miner`); null for anything else. */
export function slugOfGameId(id: string): GameSlug | null {
  return BY_ID.get(id)?.slug ?? null;
}

export function gameIdOfSlug(slug: string): GameId | null {
  return BY_SLUG.get(slug)?.id ?? null;
}
