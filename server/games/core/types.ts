import type { Currency } from '@/lib/currencies';

import { INSTANT_GAME_IDS, type InstantGameId } from '@/lib/games';

/** The games played over REST with a seed pair per player (lib/games). */
export const GAME_IDS = INSTANT_GAME_IDS;
export type GameId = InstantGameId;

/** Who plays: a signed-in player with real money, or a demo session with play money. */
export type Player = { kind: 'user'; userId: number } | { kind: 'demo'; sessionId: number; currency: Currency };

/** `count` floats of the bet's stream from float number `cursor` on (lib/fairness FairFloats). */
export type Draw = (count: number, cursor?: number) => number[];

export type BetState = 'open' | 'won' | 'lost';

/**
 * What an engine decides: an open game keeps going (multiplierBp is what a cash-out pays now); a settled one pays
 * stake x multiplierBp (0 for a loss).
 */
export type Outcome = { open: boolean; multiplierBp: number; result: Record<string, unknown> };

export type BetRecord = {
  id: number;
  game: GameId;
  userId: number | null;
  demoSessionId: number | null;
  currency: Currency;
  stakeMinor: number;
  payoutMinor: number;
  multiplierBp: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  state: BetState;
  version: number;
  createdAt: string;
  settledAt: string | null;
};

export function ownerKey(player: Player): string {
  return player.kind === 'user' ? `u${player.userId}` : `d${player.sessionId}`;
}

/** The owner as the two nullable owner columns ($1 user_id, $2 demo_session_id). */
export function ownerParams(player: Player): [number | null, number | null] {
  return player.kind === 'user' ? [player.userId, null] : [null, player.sessionId];
}

/** The bettor as the public feeds show them, read in the statement that settles the bet. */
export type Bettor = { name: string | null; avatar: string | null; statisticsHidden: boolean; avatarHidden: boolean };
