import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { chainWhere, startCrash } from '../crash/crash-test-kit';
import { startRooms } from '../rooms/rooms-test-kit';
import type { Caller } from '../../realtime/types';
import { demoCaller, userCaller, type EngineHarness } from '../round-kit/test-kit';
import { rouletteChainWhere, startRoulette } from '../roulette/roulette-test-kit';
import { call, newPlayer, useGamesTestApp, type RealPlayer } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

async function until(h: EngineHarness, type: string): Promise<void> {
  while (h.of(type).length === 0) await h.fake.advance(1_000);
}

type Row = Record<string, unknown> & { id: number; key: string; game: string; state: string; fairness: Record<string, unknown> };
type Page = { data: Row[]; meta: { page: number; per_page: number; total: number } };

describe('the profile history: every game', () => {
  it('lists instant, crash, roulette and rooms bets newest first, paginated, with each round fairness once public', async () => {
    const { mine, me } = await playerWithToken();
    const other = await userCaller(t, 1_000_000);
    const demo = await demoCaller(t);
    await call(t, mine, '/api/v2/games/dice/bets', { amount: 1, target: 50, direction: 'under' });

    const crashChain = chainWhere([(c) => c >= 200 && c < 1_000]);
    const crash = await startCrash(t, crashChain);
    expect((await crash.command(me, 'bet', { amount: 5, key: 'withdrawn' })).ok).toBe(true);
    expect((await crash.command(me, 'cancel')).ok).toBe(true);
    expect((await crash.command(me, 'bet', { amount: 10, auto_cashout: 1.5, key: 'c1' })).ok).toBe(true);
    expect((await crash.command(demo, 'bet', { amount: 10, key: 'demo' })).ok).toBe(true);
    await until(crash, 'crash');
    await crash.stop();

    const roulette = await startRoulette(t, rouletteChainWhere([(r) => r.color === 'red']));
    expect((await roulette.command(me, 'bet', { color: 'red', amount: 2, key: 'r1' })).ok).toBe(true);
    expect((await roulette.command(me, 'bet', { color: 'grey', amount: 3, key: 'r2' })).ok).toBe(true);
    const open = await call(t, mine, '/api/v2/games/bets?game=roulette');
    expect(open.json<Page>().data.map((row: Row) => [row.state, row.fairness.hash])).toEqual([
      ['open', null],
      ['open', null],
    ]);
    await roulette.fake.advance(21_000);
    await roulette.stop();

    const rooms = await startRooms(t);
    expect((await rooms.command(me, 'bet', { room: 'yellow', amount: 10, key: 'y1' })).ok).toBe(true);
    expect((await rooms.command(other, 'bet', { room: 'yellow', amount: 10, key: 'o1' })).ok).toBe(true);
    expect((await rooms.command(me, 'bet', { room: 'yellow', amount: 15, key: 'y2' })).ok).toBe(true);
    await until(rooms, 'round_result');
    await rooms.stop();

    const all = await call(t, mine, '/api/v2/games/bets?per_page=100');
    expect(all.statusCode).toBe(200);
    const rows = all.json<Page>().data;
    expect(all.json<Page>().meta).toEqual({ page: 1, per_page: 100, total: 5 });
    expect(rows.map((row) => row.game)).toEqual(['rooms', 'roulette', 'roulette', 'crash', 'dice']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(5);
    const [room, grey, red, crashRow, dice] = rows;
    expect(crashRow).toMatchObject({
      state: 'won',
      amount: 10,
      payout: 15,
      multiplier: 1.5,
      key: `crash:${crashRow.id}`,
      params: { auto_cashout: 1.5 },
    });
    expect(crashRow.fairness).toEqual({ round_id: expect.any(Number), hash: crashChain.hashes[0], hash_commit: null, seed: null });
    expect(crashRow.result).toEqual({ cashout: 1.5, crash_point: crashChain.crashes[0] / 100 });
    expect(red).toMatchObject({
      state: 'won',
      amount: 2,
      payout: 6.6,
      multiplier_bp: 33_000,
      params: { color: 'red' },
      result: { color: 'red' },
    });
    expect(grey).toMatchObject({ state: 'lost', amount: 3, payout: 0, multiplier_bp: 0 });
    expect(red.fairness.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(room).toMatchObject({ amount: 25, params: { room: 'yellow', stakes: 2 } });
    expect(['won', 'lost']).toContain(room.state);
    expect(room.fairness).toMatchObject({
      hash_commit: expect.stringMatching(/^[0-9a-f]{64}$/),
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(dice).toMatchObject({ game: 'dice', key: `dice:${dice.id}`, fairness: { server_seed_hash: expect.any(String) } });

    const pages: Row[] = [];
    for (const page of [1, 2, 3]) pages.push(...(await call(t, mine, `/api/v2/games/bets?per_page=2&page=${page}`)).json<Page>().data);
    expect(pages).toEqual(rows);
    expect((await call(t, mine, '/api/v2/games/bets?game=crash')).json()).toMatchObject({ data: [crashRow], meta: { total: 1 } });
    expect((await call(t, mine, '/api/v2/games/bets?game=dice')).json<Page>().data).toEqual([dice]);
    expect((await call(t, mine, '/api/v2/games/bets?game=poker')).statusCode).toBe(422);
  });

  it('a refunded room (one player) reads as its stake back', async () => {
    const { mine, me } = await playerWithToken();
    const rooms = await startRooms(t);
    expect((await rooms.command(me, 'bet', { room: 'red', amount: 4, key: 'alone' })).ok).toBe(true);
    await until(rooms, 'round_result');
    await rooms.stop();
    const [room] = (await call(t, mine, '/api/v2/games/bets')).json<Page>().data;
    expect(room).toMatchObject({ game: 'rooms', state: 'refunded', amount: 4, payout: 4, profit: 0, multiplier_bp: 10_000 });
  });
});

/** A player as the REST routes take them (mine) and as the engines' commands do (me). */
async function playerWithToken(): Promise<{ mine: RealPlayer; me: Caller }> {
  const mine = await newPlayer(t, 1_000_000);
  return { mine, me: { player: { kind: 'user', userId: mine.userId }, region: null, ip: '127.0.0.1' } };
}
