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
  const own: RealtimeEvent = {
    game: 'crash',
    type: 'bet',
    to: betAudience(bet.row),
    round_id: roundId,
    bet: ownBetView(bet.row, bet.user),
  };
  if (bet.row.demoSessionId !== null) return [own];
  return [{ game: 'crash', type: 'bet', round_id: roundId, bet: publicBetView(bet.row, bet.user) }, own];
}

export function cancelledEvent(roundId: number, row: CrashBetRow): RealtimeEvent {
  return { game: 'crash', type: 'bet_cancelled', ...audienceFor(row), round_id: roundId, bet_id: row.id };
}

/** One cash-out as the `cashouts` event lists it; the bet's owner and currency are the placed bet's. */
export type CashoutEntry = { bet_id: number; multiplier: number; payout: number };

/**
 * A cash-out, as a `cashouts` event of one entry; foldCashouts joins the public ones published in the same turn, so a
 * crowd cashing out together costs every socket one frame, not one per cash-out.
 */
export function cashoutEvent(roundId: number, bet: LiveBet): RealtimeEvent {
  const { row } = bet;
  const entry: CashoutEntry = {
    bet_id: row.id,
    multiplier: centiToMultiplier(row.cashoutCenti ?? 0),
    payout: fromMinorUnits(row.payoutMinor, row.currency),
  };
  return { game: 'crash', type: 'cashouts', ...audienceFor(row), round_id: roundId, cashouts: [entry] };
}

/** The public `cashouts` events of one round among `events` joined into the first of them; the rest keep their place. */
export function foldCashouts(events: RealtimeEvent[]): RealtimeEvent[] {
  const joined = new Map<unknown, RealtimeEvent & { cashouts: CashoutEntry[] }>();
  const folded: RealtimeEvent[] = [];
  for (const event of events) {
    if (event.type !== 'cashouts' || event.to) {
      folded.push(event);
      continue;
    }
    const first = joined.get(event.round_id);
    const entries = event.cashouts as CashoutEntry[];
    if (first) first.cashouts.push(...entries);
    else {
      const copy = { ...event, cashouts: [...entries] };
      joined.set(event.round_id, copy);
      folded.push(copy);
    }
  }
  return folded;
}

export function balanceEvent(row: CrashBetRow, balanceMinor: number): RealtimeEvent {
  return {
    game: 'crash',
    type: 'balance',
    to: betAudience(row),
    balance: fromMinorUnits(balanceMinor, row.currency),
    currency: row.currency,
  };
}
