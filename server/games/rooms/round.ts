import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import type { RealtimeEvent } from '../../realtime/types';
import { audienceKey, betAudience, publicUserOf, type PublicUser } from '../round-kit/views';
import type { RoomBetRow } from './repository';
import type { Bettor } from '../core/types';

/** A stake of the round in play, as the leader holds it. */
export type LiveBet = { row: RoomBetRow; user: PublicUser | null; bettor: Bettor | null; ownerKey: string };

export type RoundPhase = 'waiting' | 'betting' | 'closing' | 'drawn';

/** An instance's round in play. The seed is the secret: nothing leaves the leader with it before the draw. */
export type LiveRound = {
  id: number;
  room: Room;
  currency: Currency;
  seed: string;
  hashCommit: string;
  phase: RoundPhase;
  bettingEndsAt: number | null;
  /** When the instance's next round opens (a drawn round only). */
  nextAt: number | null;
  /** Every stake, real and demo, in bet order. */
  bets: LiveBet[];
  /** Stakes per owner (real and demo): the per-player limits. */
  placed: Map<string, number>;
};

export const instanceKey = (room: Room, currency: Currency): string => `${room}:${currency}`;

export function newLiveBet(row: RoomBetRow, bettor: Bettor | null): LiveBet {
  return { row, user: publicUserOf(bettor), bettor, ownerKey: audienceKey(betAudience(row)) };
}

export function addBet(round: LiveRound, bet: LiveBet): void {
  round.bets.push(bet);
  round.placed.set(bet.ownerKey, (round.placed.get(bet.ownerKey) ?? 0) + 1);
}

export const realBets = (round: LiveRound): LiveBet[] => round.bets.filter((bet) => bet.row.userId !== null);
export const potMinorOf = (bets: readonly LiveBet[]): number => bets.reduce((sum, bet) => sum + bet.row.stakeMinor, 0);
export const playersOf = (bets: readonly LiveBet[]): number => new Set(bets.map((bet) => bet.ownerKey)).size;

/** The rooms' `Bet` (docs/realtime.md). */
export function betView(bet: RoomBetRow, user: PublicUser | null) {
  return {
    id: bet.id,
    user,
    amount: fromMinorUnits(bet.stakeMinor, bet.currency),
    currency: bet.currency,
    demo: bet.demoSessionId !== null,
  };
}

export type RoomBetView = ReturnType<typeof betView>;

export function ackOf(bet: RoomBetRow, user: PublicUser | null, balanceMinor: number) {
  return { bet: betView(bet, user), balance: fromMinorUnits(balanceMinor, bet.currency) };
}

const where = (round: LiveRound) => ({ game: 'rooms' as const, room: round.room, currency: round.currency, round_id: round.id });

export const roundOpenEvent = (round: LiveRound): RealtimeEvent => ({ ...where(round), type: 'round_open', hash_commit: round.hashCommit });
export const roundBettingEvent = (round: LiveRound): RealtimeEvent => ({
  ...where(round),
  type: 'round_betting',
  betting_ends_at: round.bettingEndsAt,
});

/**
 * A stake placed: a real one to everybody with the pot and players after it, plus a personal copy for its owner (how
 * mirrors know `my_bets`); a demo one to its owner only, the pot being the owner's copy of the round (the real
 * stakes and theirs).
 */
export function betEvents(round: LiveRound, bet: LiveBet): RealtimeEvent[] {
  const real = realBets(round);
  const view = betView(bet.row, bet.user);
  if (bet.row.demoSessionId !== null) {
    const copy = [...real, ...round.bets.filter((other) => other.ownerKey === bet.ownerKey)];
    return [
      {
        ...where(round),
        type: 'bet',
        to: betAudience(bet.row),
        bet: view,
        pot: fromMinorUnits(potMinorOf(copy), round.currency),
        players: playersOf(copy),
      },
    ];
  }
  const totals = { pot: fromMinorUnits(potMinorOf(real), round.currency), players: playersOf(real) };
  return [
    { ...where(round), type: 'bet', bet: view, ...totals },
    { ...where(round), type: 'bet', to: betAudience(bet.row), bet: view, ...totals },
  ];
}

export { where as roundWhere };
