import { describe, expect, it } from 'vitest';
import type { Audience, RealtimeEvent } from '../../realtime/types';
import { foldCashouts } from './events';

const cashouts = (roundId: number, betId: number, to?: Audience): RealtimeEvent => ({
  game: 'crash',
  type: 'cashouts',
  round_id: roundId,
  ...(to ? { to } : {}),
  cashouts: [{ bet_id: betId, multiplier: 2, payout: 20 }],
});

describe('foldCashouts', () => {
  it("joins one round's public cash-outs into the first, leaving personal ones and other events in place", () => {
    const balance: RealtimeEvent = { game: 'crash', type: 'balance', to: { kind: 'user', userId: 1 }, balance: 5 };
    const demo = cashouts(7, 3, { kind: 'demo', sessionId: 4 });
    const first = cashouts(7, 1);
    const folded = foldCashouts([first, balance, demo, cashouts(7, 2), cashouts(8, 9)]);
    expect(folded.map((event) => event.type)).toEqual(['cashouts', 'balance', 'cashouts', 'cashouts']);
    expect(folded[0].cashouts).toEqual([1, 2].map((id) => ({ bet_id: id, multiplier: 2, payout: 20 })));
    expect(folded[2]).toBe(demo);
    expect(folded[3]).toMatchObject({ round_id: 8, cashouts: [{ bet_id: 9 }] });
    expect(first.cashouts).toHaveLength(1);
  });
});
