import type { CrashBetRow } from './repository';
import { audienceKey, betAudience, publicUserOf, type PublicUser } from './views';
import type { Bettor } from '../core/types';

/** A bet of the round in play, as the leader holds it. `closing`: a cash-out or cancel of it is being posted. */
export type LiveBet = { row: CrashBetRow; user: PublicUser | null; bettor: Bettor | null; ownerKey: string; closing: boolean };

/** given_up: the loop stopped before the crash and left the round to the next leader (engine.ts, giveUp). */
export type RoundPhase = 'betting' | 'closing' | 'running' | 'crashed' | 'given_up';

/** The round in play. hash, crashCenti and crashElapsedMs are the secret: nothing leaves the leader with them before the crash. */
export type LiveRound = {
  id: number;
  hash: string;
  crashCenti: number;
  crashElapsedMs: number;
  phase: RoundPhase;
  bettingEndsAt: number;
  startedAt: number | null;
  bets: Map<number, LiveBet>;
  /** Each player's bet that is not cancelled. */
  live: Map<string, LiveBet>;
  /** Bets each player placed this round, cancelled ones included. */
  placed: Map<string, number>;
};

export function newLiveBet(row: CrashBetRow, bettor: Bettor | null): LiveBet {
  return { row, user: publicUserOf(bettor), bettor, ownerKey: audienceKey(betAudience(row)), closing: false };
}

export function addBet(round: LiveRound, bet: LiveBet): void {
  round.bets.set(bet.row.id, bet);
  round.live.set(bet.ownerKey, bet);
  round.placed.set(bet.ownerKey, (round.placed.get(bet.ownerKey) ?? 0) + 1);
}

/** The effective auto cash-out of a bet: its target, capped at the game's largest multiplier (every bet has one). */
export function targetCenti(bet: LiveBet, maxCenti: number): number {
  return Math.min(bet.row.autoCashoutCenti ?? maxCenti, maxCenti);
}
