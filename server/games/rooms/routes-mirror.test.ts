import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { demoCaller, userCaller } from '../round-kit/test-kit';
import { call, newPlayer, useGamesTestApp } from '../test-kit';
import { createRoomsGame } from './index';
import { createRoomsMirror } from './mirror';
import { startRooms } from './rooms-test-kit';

let t: TestApp;
type Listed = { data: Record<string, unknown>[] };
useGamesTestApp((app) => {
  t = app;
});

describe('rooms REST routes', () => {
  it("publish the commission and each room's stakes per currency; the drawn rounds with their seeds; my stakes", async () => {
    await t.app.register(createRoomsGame({ db: t.testDb.db, ledger: t.ledger }).routes);
    expect((await call(t, null, '/api/v2/games/rooms/config?currency=KZT')).json()).toEqual({
      currency: 'KZT',
      commission: 0.05,
      window_ms: 30_000,
      max_players: 100,
      max_bets_per_player: 10,
      rooms: [
        { room: 'red', min_amount: 5, max_amount: 50_000 },
        { room: 'yellow', min_amount: 50, max_amount: 50_000 },
        { room: 'purple', min_amount: 250, max_amount: 50_000 },
      ],
    });
    const h = await startRooms(t);
    const [player, other] = await Promise.all([newPlayer(t, 100_000), newPlayer(t, 100_000)]);
    const [a, b] = [player, other].map((p) => ({ player: { kind: 'user' as const, userId: p.userId }, region: null, ip: '127.0.0.1' }));
    await h.command(a, 'bet', { room: 'red', amount: 3, key: 'a' });
    await h.command(b, 'bet', { room: 'red', amount: 7, key: 'b' });
    const open = (await call(t, player, '/api/v2/games/rooms/bets/my')).json();
    expect(open).toMatchObject({
      data: [{ room: 'red', state: 'open', amount: 3, payout: 0, profit: 0, seed: null, demo: false }],
      meta: { total: 1 },
    });
    expect((await call(t, null, '/api/v2/games/rooms/bets/my')).statusCode).toBe(401);
    expect((await call(t, null, '/api/v2/games/rooms/history')).json()).toEqual({ data: [] });
    await h.fake.advance(30_000);
    await h.stop();
    const [drawn] = (await call(t, null, '/api/v2/games/rooms/history?room=red&currency=RUB')).json<Listed>().data;
    const result = h.last('round_result')!;
    expect(drawn).toMatchObject({
      room: 'red',
      currency: 'RUB',
      pot: 10,
      commission: 0.5,
      payout: 9.5,
      players: 2,
      ticket: result.ticket,
      refunded: false,
      recovered: false,
      seed: result.seed,
      hash_commit: result.hash_commit,
    });
    expect(drawn.winner).toEqual(result.winner);
    expect((await call(t, null, '/api/v2/games/rooms/history?room=purple')).json()).toEqual({ data: [] });
    expect((await call(t, null, '/api/v2/games/rooms/history?room=blue')).statusCode).toBe(422);
    expect((await call(t, null, '/api/v2/games/rooms/history?limit=101')).statusCode).toBe(422);
    const [mine] = (await call(t, player, '/api/v2/games/rooms/bets/my')).json<Listed>().data;
    const won = (result.winner as { bet_id: number }).bet_id === mine.id;
    expect(mine).toMatchObject({
      state: won ? 'won' : 'lost',
      payout: won ? 9.5 : 0,
      profit: won ? 6.5 : -3,
      seed: result.seed,
      hash_commit: result.hash_commit,
    });
  });
});

describe('rooms mirror', () => {
  it('keeps every instance: the pot and players of real stakes, demo stakes only for their owner, the result and history', async () => {
    const h = await startRooms(t);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    const demo = await demoCaller(t);
    await h.command(a, 'bet', { room: 'purple', amount: 50, key: 'a' });
    await h.command(demo, 'bet', { room: 'purple', amount: 70, key: 'd' });
    await h.command(b, 'bet', { room: 'purple', amount: 60, key: 'b' });
    const mirror = createRoomsMirror();
    const apply = (events: RealtimeEvent[]) => events.forEach((event) => mirror.apply(event));
    apply(h.events);
    type Snapshot = { rooms: { room: string; currency: string; round: Record<string, unknown>; history: unknown[] }[] };
    const purple = (snapshot: unknown) =>
      (snapshot as Snapshot).rooms.find((entry) => entry.room === 'purple' && entry.currency === 'RUB')!;
    const viewedByA = purple(mirror.snapshot(1, { kind: 'user', userId: a.userId }));
    expect((mirror.snapshot(1, null) as Snapshot).rooms.length).toBeGreaterThanOrEqual(6);
    expect(viewedByA.round).toMatchObject({
      phase: 'betting',
      pot: 110,
      players: 2,
      result: null,
      hash_commit: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((viewedByA.round.bets as unknown[]).length).toBe(2);
    expect(viewedByA.round.my_bets).toEqual([expect.objectContaining({ amount: 50 })]);
    expect(JSON.stringify(mirror.snapshot(1, null))).not.toMatch(/"seed"/);
    const viewedByDemo = purple(mirror.snapshot(1, { kind: 'demo', sessionId: demo.sessionId }));
    expect(viewedByDemo.round.my_bets).toEqual([expect.objectContaining({ amount: 70, demo: true })]);

    const seen = h.events.length;
    await h.fake.advance(30_000);
    apply(h.events.slice(seen));
    const drawn = purple(mirror.snapshot(2, { kind: 'demo', sessionId: demo.sessionId }));
    expect(drawn.round).toMatchObject({ phase: 'drawn', result: { pot: 110, payout: 104.5, commission: 5.5 }, demo_result: { pot: 180 } });
    expect(drawn.history[0]).toMatchObject({ pot: 110, payout: 104.5, refunded: false, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await h.stop();
  });
});
