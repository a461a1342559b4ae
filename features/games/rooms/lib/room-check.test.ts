import { describe, expect, it } from 'vitest';
import { checkRoom, type RoomCheckInput } from './room-check';

/** The round of lib/fairness/rooms.test.ts: seed, round 42, stakes 100 / 250 / 50 -> ticket 298, the second stake, 380 + 20. */
const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';
const COMMIT = '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f';
const STAKES = [
  { betId: '7', amountMinor: 100 },
  { betId: '8', amountMinor: 250 },
  { betId: '9', amountMinor: 50 },
];
const round: RoomCheckInput = {
  seed: SEED,
  roundId: '42',
  potMinor: 400,
  hashCommit: COMMIT,
  ticket: 298,
  stakes: STAKES,
  winnerBetId: '8',
  payoutMinor: 380,
  refunded: false,
};

describe('a room round checked in the browser', () => {
  it('agrees with a fair round on every point', () => {
    expect(checkRoom(round)).toEqual({
      seedHash: COMMIT,
      commitmentMatch: true,
      ticket: 298,
      ticketMatch: true,
      winnerBetId: '8',
      winnerMatch: true,
      payoutMinor: 380,
      commissionMinor: 20,
      payoutMatch: true,
    });
  });

  it('catches a seed that is not the committed one, another winner, a short payout', () => {
    expect(checkRoom({ ...round, hashCommit: 'f'.repeat(64) })?.commitmentMatch).toBe(false);
    expect(checkRoom({ ...round, winnerBetId: '9' })?.winnerMatch).toBe(false);
    expect(checkRoom({ ...round, payoutMinor: 379 })?.payoutMatch).toBe(false);
    expect(checkRoom({ ...round, ticket: 297 })?.ticketMatch).toBe(false);
  });

  it('checks what it can without the stakes or the commitment, and only the seed of a refund', () => {
    expect(checkRoom({ ...round, stakes: null, hashCommit: null, ticket: null })).toMatchObject({
      commitmentMatch: null,
      ticket: 298,
      ticketMatch: null,
      winnerBetId: null,
      winnerMatch: null,
      payoutMatch: true,
    });
    expect(checkRoom({ ...round, refunded: true, payoutMinor: 0 })).toMatchObject({
      commitmentMatch: true,
      ticket: null,
      payoutMatch: null,
    });
    expect(checkRoom({ ...round, seed: 'not a seed' })).toBeNull();
  });
});
