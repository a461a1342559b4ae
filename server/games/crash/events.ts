import { fromMinorUnits } from '@/lib/money';
import type { RealtimeEvent } from '../../realtime/types';
import { centiToMultiplier } from '@/lib/fairness/crash-curve';
import type { LiveBet } from './round';
import type { CrashBetRow } from './repository';
import { betAudience, ownBetView, publicBetView } from './views';

/** A demo bet's events reach only its owner (docs/realtime.md): never anybody else's round, feed or history. */
const audienceFor = (row: CrashBetRow) => (row.demoSessionId !== null ? { to: betAudience(row) } : {});

/**
 * A placed bet: everybody gets it without its target (a demo bet: nobody else); its owner's sockets also get it as a
 * personal `bet` with `auto_cashout`, which is how every node's mirror learns whose bet it is (for `my_bet`).
 */
export function betEvents(roundId: number, bet: LiveBet): RealtimeEvent[] {
  const own: RealtimeEvent = { game: 'crash', type: 'bet', to: betAudience(bet.row), round_id: roundId, bet: ownBetView(bet.row, bet.user) };
  if (bet.row.demoSessionId !== null) return [own];
  return [{ game: 'crash', type: 'bet', round_id: roundId, bet: publicBetView(bet.row, bet.user) }, own];
}

export function cancelledEvent(roundId: number, row: CrashBetRow): RealtimeEvent {
  return { game: 'crash', type: 'bet_cancelled', ...audienceFor(row), round_id: roundId, bet_id: row.id };
}

export function cashoutEvent(roundId: number, bet: LiveBet): RealtimeEvent {
  const { row } = bet;
  return {
    game: 'crash',
    type: 'cashout',
    ...audienceFor(row),
    round_id: roundId,
    bet_id: row.id,
    multiplier: centiToMultiplier(row.cashoutCenti ?? 0),
    payout: fromMinorUnits(row.payoutMinor, row.currency),
    currency: row.currency,
    user: bet.user,
  };
}

export function balanceEvent(row: CrashBetRow, balanceMinor: number): RealtimeEvent {
  return { game: 'crash', type: 'balance', to: betAudience(row), balance: fromMinorUnits(balanceMinor, row.currency), currency: row.currency };
}
