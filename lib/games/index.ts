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
import type { GameId } from './identity';

export * from './identity';
export { cases, coinflip, crash, dice, hilo, keno, mines, rooms, roulette };

/** Every in-house game's contract, in the lobby's order (lib/games/identity.ts). */
export const GAME_CONTRACTS = [crash, dice, coinflip, roulette, hilo, keno, cases, rooms, mines] as const;
export type AnyGameContract = (typeof GAME_CONTRACTS)[number];

export type GameContractOf<Id extends GameId> = Extract<AnyGameContract, { id: Id }>;
export type GameParams<Id extends GameId> = z.infer<GameContractOf<Id>['params']>;
export type GameResult<Id extends GameId> = z.infer<GameContractOf<Id>['result']>;

const BY_ID = new Map<string, AnyGameContract>(GAME_CONTRACTS.map((game) => [game.id, game]));

export function gameContract<Id extends GameId>(id: Id): GameContractOf<Id> {
  return BY_ID.get(id) as GameContractOf<Id>;
}
