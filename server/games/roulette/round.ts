import type { RouletteResult } from '@/lib/fairness/roulette';
import type { RouletteColor } from '@/lib/fairness/roulette';
import type { LiveBet } from './views';

export type RoundPhase = 'betting' | 'closing' | 'spinning' | 'settled';

/** The round in play. hash and result are the secret: nothing leaves the leader with them before the spin. */
export type LiveRound = {
  id: number;
  hash: string;
  result: RouletteResult;
  phase: RoundPhase;
  bettingEndsAt: number;
  bets: Map<number, LiveBet>;
  /** Each player's bets by colour. */
  byOwner: Map<string, Map<RouletteColor, LiveBet>>;
};

export function addBet(round: LiveRound, owner: string, bet: LiveBet): void {
  round.bets.set(bet.row.id, bet);
  let mine = round.byOwner.get(owner);
  if (!mine) round.byOwner.set(owner, (mine = new Map<RouletteColor, LiveBet>()));
  mine.set(bet.row.color, bet);
}
