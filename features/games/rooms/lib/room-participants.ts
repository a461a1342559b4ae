import type { RoomBet } from './rooms-wire';

/** Basis points of a whole: chances are shown in hundredths of a percent and add up to exactly 100 %. */
export const WHOLE_BP = 10_000;

/**
 * Shares of a total in basis points that add up to exactly 10 000 (the largest remainder method: each share rounded
 * down, the points left over go to the largest remainders, ties to the earlier entry). Nothing to share: all 0.
 */
export function sharesBp(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * WHOLE_BP) / total);
  const shares = exact.map(Math.floor);
  let left = WHOLE_BP - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

export interface Participant {
  key: string;
  name: string | null;
  avatar: string | null;
  hidden: boolean;
  mine: boolean;
  stakeMinor: number;
  stakes: number;
  betIds: string[];
  chanceBp: number;
  /** The participant's colour on the draw strip (a palette index, in order of joining; the viewer has their own). */
  tone: number;
}

/** Whose a stake is: the viewer's, a named player's, or (hidden statistics) a stake of its own. */
export function ownerKey(bet: RoomBet, mine: ReadonlySet<string>): string {
  if (mine.has(bet.id)) return 'me';
  return bet.hidden || !bet.name ? `bet:${bet.id}` : `name:${bet.name}`;
}

export const PALETTE_SIZE = 8;

/** The round's players in order of their first stake, with their stakes summed and their chance of the pot. */
export function participantsOf(bets: readonly RoomBet[], myBetIds: ReadonlySet<string>): Participant[] {
  const byKey = new Map<string, Participant>();
  for (const bet of bets) {
    const key = ownerKey(bet, myBetIds);
    const known = byKey.get(key);
    if (known) {
      known.stakeMinor += bet.amountMinor;
      known.stakes += 1;
      known.betIds.push(bet.id);
    } else {
      const tone = key === 'me' ? -1 : [...byKey.keys()].filter((other) => other !== 'me').length % PALETTE_SIZE;
      byKey.set(key, {
        key,
        name: bet.name,
        avatar: bet.avatar,
        hidden: bet.hidden,
        mine: key === 'me',
        stakeMinor: bet.amountMinor,
        stakes: 1,
        betIds: [bet.id],
        chanceBp: 0,
        tone,
      });
    }
  }
  const participants = [...byKey.values()];
  const shares = sharesBp(participants.map((participant) => participant.stakeMinor));
  participants.forEach((participant, index) => (participant.chanceBp = shares[index]));
  return participants;
}

export interface StripSegment {
  key: string;
  tone: number;
  amountMinor: number;
}

/** The pot as a strip in ticket order: one band per run of stakes of the same player, as wide as its tickets. */
export function stripOf(
  ticketOrdered: readonly RoomBet[],
  participants: readonly Participant[],
  myBetIds: ReadonlySet<string>,
): StripSegment[] {
  const tones = new Map(participants.map((participant) => [participant.key, participant.tone]));
  const segments: StripSegment[] = [];
  for (const bet of ticketOrdered) {
    const key = ownerKey(bet, myBetIds);
    const last = segments[segments.length - 1];
    if (last && last.key === key) last.amountMinor += bet.amountMinor;
    else segments.push({ key, tone: tones.get(key) ?? 0, amountMinor: bet.amountMinor });
  }
  return segments;
}

/** Where the winning ticket sits along the pot, from 0 to 1 (the middle of its minor unit). */
export function ticketPosition(ticket: number, potMinor: number): number {
  return potMinor > 0 ? Math.min(1, Math.max(0, (ticket + 0.5) / potMinor)) : 0.5;
}
