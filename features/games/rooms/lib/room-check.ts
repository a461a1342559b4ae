import { drawRoom, getRoomTicket, splitRoomPot } from '@/lib/fairness/rooms';
import { hashServerSeed, isServerSeed } from '@/lib/fairness/seeds';

export interface RoomCheckInput {
  seed: string;
  roundId: string;
  potMinor: number;
  /** What was published before the round (null when this page did not see it). */
  hashCommit: string | null;
  ticket: number | null;
  /** The stakes in ticket order (null when this page did not see the round). */
  stakes: readonly { betId: string; amountMinor: number }[] | null;
  winnerBetId: string | null;
  payoutMinor: number;
  refunded: boolean;
}

export interface RoomCheck {
  /** SHA-256 of the seed's hex text, as the commitment is made. */
  seedHash: string;
  commitmentMatch: boolean | null;
  ticket: number | null;
  ticketMatch: boolean | null;
  /** The stake that holds the ticket, recomputed from the stakes, and whether it is the recorded winner. */
  winnerBetId: string | null;
  winnerMatch: boolean | null;
  payoutMinor: number | null;
  commissionMinor: number | null;
  payoutMatch: boolean | null;
}

/**
 * A rooms round checked in the browser with lib/fairness/rooms.ts, as far as what is known of it allows: the seed
 * against its commitment, the winning ticket from the seed, the round and the pot, the winning stake from the stakes
 * in bet order, and the payout (the pot less 5 %). A refunded round (one player) draws nothing: only the seed is checked.
 */
export function checkRoom(input: RoomCheckInput): RoomCheck | null {
  const roundId = Number(input.roundId);
  if (!isServerSeed(input.seed) || !Number.isSafeInteger(roundId) || roundId < 1) return null;
  const seedHash = hashServerSeed(input.seed);
  const commitmentMatch = input.hashCommit === null ? null : input.hashCommit === seedHash;
  const none = {
    ticket: null,
    ticketMatch: null,
    winnerBetId: null,
    winnerMatch: null,
    payoutMinor: null,
    commissionMinor: null,
    payoutMatch: null,
  };
  if (input.refunded || input.potMinor < 1) return { seedHash, commitmentMatch, ...none };
  const stakes = input.stakes && input.stakes.length > 0 ? input.stakes : null;
  const potMinor = stakes ? stakes.reduce((sum, stake) => sum + stake.amountMinor, 0) : input.potMinor;
  const split = splitRoomPot(potMinor);
  const draw = stakes
    ? drawRoom(
        input.seed,
        roundId,
        stakes.map((stake) => stake.amountMinor),
      )
    : null;
  const ticket = draw ? draw.ticket : getRoomTicket(input.seed, roundId, potMinor);
  const winnerBetId = draw && stakes ? stakes[draw.winner].betId : null;
  return {
    seedHash,
    commitmentMatch,
    ticket,
    ticketMatch: input.ticket === null ? null : input.ticket === ticket && potMinor === input.potMinor,
    winnerBetId,
    winnerMatch: winnerBetId === null || input.winnerBetId === null ? null : winnerBetId === input.winnerBetId,
    payoutMinor: split.payoutMinor,
    commissionMinor: split.commissionMinor,
    payoutMatch: split.payoutMinor === input.payoutMinor && potMinor === input.potMinor,
  };
}
