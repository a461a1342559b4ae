import { fromMinorUnits } from '@/lib/money';
import type { RealtimeEvent } from '../../realtime/types';
import { betAudience, publicUserOf, type PublicUser } from '../round-kit/views';
import type { RouletteBetRow } from './repository';
import type { Bettor } from '../core/types';

/** A bet of the round in play, as the leader holds it. */
export type LiveBet = { row: RouletteBetRow; user: PublicUser | null; bettor: Bettor | null };

export const newLiveBet = (row: RouletteBetRow, bettor: Bettor | null): LiveBet => ({ row, user: publicUserOf(bettor), bettor });

/** Roulette's `Bet` (docs/realtime.md): the same for everybody; `payout` null until settled, 0 for a loss. */
export function betView(bet: RouletteBetRow, user: PublicUser | null) {
  return {
    id: bet.id,
    user,
    color: bet.color,
    amount: fromMinorUnits(bet.stakeMinor, bet.currency),
    currency: bet.currency,
    payout: bet.state === 'open' ? null : fromMinorUnits(bet.payoutMinor, bet.currency),
    demo: bet.demoSessionId !== null,
  };
}

export type RouletteBetView = ReturnType<typeof betView>;

/** A command's ack: the bet and the owner's balance after it (a number in the bet's currency, real or demo). */
export function ackOf(bet: RouletteBetRow, user: PublicUser | null, balanceMinor: number) {
  return { bet: betView(bet, user), balance: fromMinorUnits(balanceMinor, bet.currency) };
}

/**
 * A placed bet: everybody gets it (a demo bet: nobody else); its owner's sockets also get a personal copy, which is how
 * every node's mirror learns whose bet it is (for `my_bets`).
 */
export function betEvents(roundId: number, bet: LiveBet): RealtimeEvent[] {
  const view = betView(bet.row, bet.user);
  const own: RealtimeEvent = { game: 'roulette', type: 'bet', to: betAudience(bet.row), round_id: roundId, bet: view };
  if (bet.row.demoSessionId !== null) return [own];
  return [{ game: 'roulette', type: 'bet', round_id: roundId, bet: view }, own];
}

/** Each of the player's bets settled (personal: real or demo), with what it paid. */
export function betResultEvent(roundId: number, bet: RouletteBetRow): RealtimeEvent {
  return {
    game: 'roulette',
    type: 'bet_result',
    to: betAudience(bet),
    round_id: roundId,
    bet_id: bet.id,
    payout: fromMinorUnits(bet.payoutMinor, bet.currency),
  };
}

export function balanceEvent(bet: RouletteBetRow, balanceMinor: number): RealtimeEvent {
  return {
    game: 'roulette',
    type: 'balance',
    to: betAudience(bet),
    balance: fromMinorUnits(balanceMinor, bet.currency),
    currency: bet.currency,
  };
}
