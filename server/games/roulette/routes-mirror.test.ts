import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { call, newDemo, newPlayer, useGamesTestApp } from '../test-kit';
import { createRouletteGame } from './index';
import { createRouletteMirror } from './mirror';
import { rouletteChainWhere, startRoulette, TEST_SALT } from './roulette-test-kit';

let t: TestApp;
type ConfigReply = { sectors: unknown[]; colors: unknown[] };
type Listed = { data: Record<string, unknown>[] };
useGamesTestApp((app) => {
  t = app;
});

describe('roulette REST routes', () => {
  it('publish the wheel, each colour RTP and limits, the chain; the settled rounds; my bets with results only once settled', async () => {
    await t.app.register(createRouletteGame({ db: t.testDb.db, ledger: t.ledger }).routes);
    const before = (await call(t, null, '/api/v2/games/roulette/config?currency=USD')).json<ConfigReply>();
    expect(before).toMatchObject({ currency: 'USD', betting_ms: 15_000, spinning_ms: 6_000, max_bets_per_player: 4, chain: null });
    expect(before.sectors).toHaveLength(50);
    expect(before.colors).toEqual([
      { color: 'grey', sectors: 25, multiplier: 1.98, rtp: 0.99, min_amount: 0.01, max_amount: 0.1 },
      { color: 'red', sectors: 15, multiplier: 3.3, rtp: 0.99, min_amount: 0.01, max_amount: 0.1 },
      { color: 'blue', sectors: 9, multiplier: 5.5, rtp: 0.99, min_amount: 0.01, max_amount: 0.1 },
      { color: 'gold', sectors: 1, multiplier: 49.5, rtp: 0.99, min_amount: 0.01, max_amount: 0.1 },
    ]);

    const chain = rouletteChainWhere([(r) => r.color === 'red']);
    const h = await startRoulette(t, chain);
    const player = await newPlayer(t, 100_000);
    const demo = await newDemo(t);
    const caller = { player: { kind: 'user' as const, userId: player.userId }, region: null, ip: '127.0.0.1' };
    await h.command(caller, 'bet', { color: 'red', amount: 10, key: 'r1' });
    await h.command(caller, 'bet', { color: 'gold', amount: 1, key: 'r2' });
    const config = (await call(t, player, '/api/v2/games/roulette/config')).json<ConfigReply>();
    expect(config).toMatchObject({ currency: 'RUB', chain: { salt: TEST_SALT, length: chain.length, rounds_played: 0 } });
    expect(config.colors[3]).toMatchObject({ color: 'gold', min_amount: 1, max_amount: 1 });
    const inPlay = (await call(t, player, '/api/v2/games/roulette/bets/my')).json<Listed>();
    expect(inPlay.data.map((bet) => [bet.color, bet.state, bet.sector, bet.result_color, bet.hash])).toEqual([
      ['gold', 'open', null, null, null],
      ['red', 'open', null, null, null],
    ]);
    expect((await call(t, null, '/api/v2/games/roulette/history')).json()).toEqual({ data: [] });

    await h.fake.advance(25_000);
    await h.stop();
    const [settled] = (await call(t, null, '/api/v2/games/roulette/history?limit=1')).json<Listed>().data;
    expect(settled).toMatchObject({
      sector: chain.results[0].sector,
      color: 'red',
      multiplier: 3.3,
      hash: chain.hashes[0],
      recovered: false,
      bets: 2,
      wagered: { RUB: 11 },
    });
    const mine = (await call(t, player, '/api/v2/games/roulette/bets/my?per_page=1&page=2')).json<Listed>();
    expect(mine).toMatchObject({ meta: { page: 2, per_page: 1, total: 2 } });
    expect(mine.data[0]).toMatchObject({
      color: 'red',
      state: 'won',
      payout: 33,
      profit: 23,
      sector: chain.results[0].sector,
      result_color: 'red',
      hash: chain.hashes[0],
    });
    expect((await call(t, demo, '/api/v2/games/roulette/bets/my')).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call(t, null, '/api/v2/games/roulette/bets/my')).statusCode).toBe(401);
    for (const query of ['limit=0', 'limit=101', 'limit=x'])
      expect((await call(t, null, `/api/v2/games/roulette/history?${query}`)).statusCode, query).toBe(422);
    expect((await call(t, null, '/api/v2/games/roulette/config?currency=XYZ')).statusCode).toBe(422);
  });
});

describe('roulette mirror', () => {
  it("folds the events into a snapshot: others' demo bets hidden, the viewer's bets as my_bets, the result only from the spin", async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'grey']);
    const h = await startRoulette(t, chain);
    const player = await newPlayer(t, 100_000);
    const caller = { player: { kind: 'user' as const, userId: player.userId }, region: null, ip: '127.0.0.1' };
    const me = { kind: 'user' as const, userId: player.userId };
    const demoPlayer = await newDemo(t);
    const rows = await t.testDb.db.query<{ id: unknown }>('SELECT id FROM game_demo_sessions ORDER BY id DESC LIMIT 1');
    const demo = {
      player: { kind: 'demo' as const, sessionId: Number(rows[0].id), currency: demoPlayer.currency },
      region: null,
      ip: '127.0.0.1',
    };
    const mirror = createRouletteMirror();
    const applied = (events: RealtimeEvent[]) => events.forEach((event) => mirror.apply(event));
    expect(mirror.snapshot(1, null)).toEqual({ round: null, history: [], server_time: 1 });

    await h.command(caller, 'bet', { color: 'grey', amount: 10, key: 'm1' });
    await h.command(demo, 'bet', { color: 'red', amount: 5, key: 'm2' });
    applied(h.events);
    const betting = mirror.snapshot(2, me) as { round: Record<string, unknown> };
    expect(betting.round).toMatchObject({ phase: 'betting', sector: null, color: null, hash: null, result_at: null });
    expect((betting.round.bets as unknown[]).length).toBe(1);
    expect(betting.round.my_bets).toEqual([expect.objectContaining({ color: 'grey', amount: 10, payout: null })]);
    expect(JSON.stringify(betting)).not.toContain(chain.hashes[0]);
    const demoView = mirror.snapshot(2, { kind: 'demo', sessionId: demo.player.sessionId }) as { round: Record<string, unknown> };
    expect(demoView.round.my_bets).toEqual([expect.objectContaining({ color: 'red', demo: true })]);

    const seen = h.events.length;
    await h.fake.advance(21_000);
    applied(h.events.slice(seen));
    const settled = mirror.snapshot(3, me) as { round: Record<string, unknown>; history: unknown[] };
    expect(settled.round).toMatchObject({
      phase: 'settled',
      color: 'grey',
      sector: chain.results[0].sector,
      hash: chain.hashes[0],
      multiplier: 1.98,
    });
    expect(settled.round.my_bets).toEqual([expect.objectContaining({ payout: 19.8 })]);
    // Newest first (the recovery of the earlier test's round, stopped while betting, came before).
    expect(settled.history[0]).toEqual({
      round_id: settled.round.id,
      sector: chain.results[0].sector,
      color: 'grey',
      hash: chain.hashes[0],
    });
    await h.stop();
  });
});
