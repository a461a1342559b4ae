import { describe, expect, it } from 'vitest';
import { drawRoom } from '@/lib/fairness/rooms';
import { hashServerSeed } from '@/lib/fairness/seeds';
import type { TestApp } from '../../test/test-app';
import { demoCaller, demoMinor, ledgerTransfers, realMinor, userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { startRooms } from './rooms-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const betId = (reply: { ok: boolean; data?: Record<string, unknown> }) => (reply.data!.bet as { id: number }).id;

describe('rooms engine: the window, the draw and the pot', () => {
  it('opens a round per room and currency; the first stake starts the window; the winner by stake from the committed seed takes the pot less 5 %, in one posting', async () => {
    const h = await startRooms(t);
    const start = h.fake.clock.now();
    expect(
      h
        .of('round_open')
        .map((e) => `${e.room as string}:${e.currency as string}`)
        .sort(),
    ).toEqual(['purple:RUB', 'purple:USD', 'red:RUB', 'red:USD', 'yellow:RUB', 'yellow:USD']);
    const open = h.roundOf('yellow');
    expect(open.hash_commit).toMatch(/^[0-9a-f]{64}$/);
    await h.fake.advance(60_000);
    expect(h.of('round_betting')).toHaveLength(0);

    const [a, b, c] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    const first = await h.command(a, 'bet', { room: 'yellow', amount: 10.5, key: 'a1' });
    expect(first).toMatchObject({ ok: true, data: { bet: { amount: 10.5, currency: 'RUB', demo: false }, balance: 989.5 } });
    expect(h.last('round_betting')).toMatchObject({
      room: 'yellow',
      currency: 'RUB',
      round_id: open.round_id,
      betting_ends_at: start + 60_000 + 30_000,
    });
    await h.fake.advance(10_000);
    const stakes = [
      [a, 10.5, first],
      [b, 25, await h.command(b, 'bet', { room: 'yellow', amount: 25, key: 'b1' })],
      [c, 40.01, await h.command(c, 'bet', { room: 'yellow', amount: 40.01, key: 'c1' })],
      [a, 12, await h.command(a, 'bet', { room: 'yellow', amount: 12, key: 'a2' })],
    ] as const;
    expect(h.last('bet')).toMatchObject({ room: 'yellow', currency: 'RUB', pot: 87.51, players: 3 });
    expect(h.of('round_result')).toHaveLength(0);

    await h.fake.advance(19_999);
    expect(h.of('round_result')).toHaveLength(0);
    await h.fake.advance(1);
    const result = h.last('round_result')!;
    const seed = result.seed as string;
    expect(hashServerSeed(seed)).toBe(open.hash_commit);
    const draw = drawRoom(seed, open.round_id as number, [1_050, 2_500, 4_001, 1_200]);
    const winner = stakes[draw.winner];
    // 8751 kopecks: the winner gets floor(8751 x 0.95) = 8313, the house keeps 438.
    expect(result).toMatchObject({
      room: 'yellow',
      currency: 'RUB',
      pot: 87.51,
      commission: 4.38,
      payout: 83.13,
      ticket: draw.ticket,
      refunded: false,
      winner: { bet_id: betId(winner[2]) },
    });
    expect(draw).toMatchObject({ potMinor: 8_751, payoutMinor: 8_313, commissionMinor: 438 });
    const wins = await ledgerTransfers(t, `rooms-round:${String(open.round_id)}:%`);
    expect(wins).toEqual([{ idempotency_key: `rooms-round:${String(open.round_id)}:win`, amount_minor: '8313', kind: 'win' }]);
    const paid = { [a.userId]: -2_250, [b.userId]: -2_500, [c.userId]: -4_001 };
    paid[winner[0].userId] += 8_313;
    for (const player of [a, b, c]) expect(await realMinor(t, player.userId)).toBe(100_000 + paid[player.userId]);
    expect(h.last('balance')).toMatchObject({
      to: { kind: 'user', userId: winner[0].userId },
      balance: (100_000 + paid[winner[0].userId]) / 100,
    });
    const states = await t.testDb.db.query<{ user_id: unknown; state: string; payout_minor: unknown }>(
      'SELECT user_id, state, payout_minor FROM room_bets WHERE round_id = $1 ORDER BY id',
      [open.round_id],
    );
    expect(states.map((row) => [Number(row.user_id), row.state, Number(row.payout_minor)])).toEqual(
      stakes.map(([player], i) => [player.userId, player === winner[0] ? 'won' : 'lost', i === draw.winner ? 8_313 : 0]),
    );

    expect(await h.command(b, 'bet', { room: 'yellow', amount: 10, key: 'late' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^phase_closed: /),
    });
    await h.fake.advance(6_000);
    const next = h.roundOf('yellow');
    expect(next.round_id).not.toBe(open.round_id);
    expect(next.hash_commit).not.toBe(open.hash_commit);
    expect(await h.command(b, 'bet', { room: 'yellow', amount: 10, key: 'next' })).toMatchObject({ ok: true });
    await h.stop();
  });

  it('a round with one player refunds every stake in one posting, with no commission', async () => {
    const h = await startRooms(t);
    const a = await userCaller(t, 100_000);
    await h.command(a, 'bet', { room: 'red', amount: 1, key: 's1' });
    await h.command(a, 'bet', { room: 'red', amount: 2.5, key: 's2' });
    expect(await realMinor(t, a.userId)).toBe(99_650);
    await h.fake.advance(30_000);
    const roundId = h.roundOf('red').round_id;
    expect(h.last('round_result')).toMatchObject({ pot: 3.5, commission: 0, payout: 0, ticket: null, winner: null, refunded: true });
    expect(await ledgerTransfers(t, `rooms-round:${String(roundId)}:%`)).toEqual([
      { idempotency_key: `rooms-round:${String(roundId)}:refund`, amount_minor: '350', kind: 'refund' },
    ]);
    expect(await realMinor(t, a.userId)).toBe(100_000);
    expect(h.last('balance')).toMatchObject({ to: { kind: 'user', userId: a.userId }, balance: 1_000 });
    await h.stop();
  });

  it('demo stakes play a personal copy of the round: play money, no ledger, nothing public', async () => {
    const h = await startRooms(t);
    const a = await userCaller(t, 100_000);
    const demo = await demoCaller(t);
    const [{ n: before }] = await t.testDb.db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE 'rooms%'",
    );
    const placed = await h.command(demo, 'bet', { room: 'purple', amount: 100, key: 'd1' });
    expect(placed).toMatchObject({ ok: true, data: { bet: { demo: true, amount: 100 }, balance: 99_900 } });
    // The demo stake started the window; the public sees the timer, never the stake.
    expect(h.last('round_betting')).toMatchObject({ room: 'purple' });
    expect(h.of('bet').every((event) => event.to !== undefined)).toBe(true);
    await h.command(a, 'bet', { room: 'purple', amount: 60, key: 'a1' });
    await h.fake.advance(30_000);
    const result = h.last('round_result')!;
    expect(result).toMatchObject({ pot: 60, refunded: true, winner: null });
    const demoResult = h.last('demo_result')!;
    expect(demoResult.to).toEqual({ kind: 'demo', sessionId: demo.sessionId });
    const roundId = h.roundOf('purple').round_id as number;
    const copy = drawRoom(result.seed as string, roundId, [6_000, 10_000]);
    const demoWon = copy.winner === 1;
    expect(demoResult).toMatchObject({ pot: 160, ticket: copy.ticket, payout: 152, commission: 8, refunded: false });
    expect(await demoMinor(t, demo.sessionId)).toBe(10_000_000 - 10_000 + (demoWon ? 15_200 : 0));
    const [{ n: after }] = await t.testDb.db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE 'rooms%'",
    );
    // The real player's stake and its refund: nothing for the demo session.
    expect(Number(after) - Number(before)).toBe(2);
    expect(h.feedEvents).toHaveLength(0);
    await h.stop();
  });
});
