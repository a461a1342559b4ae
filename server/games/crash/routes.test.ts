import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { call, newDemo, newPlayer, useGamesTestApp } from '../test-kit';
import { chainWhere, startCrash, TEST_SALT } from './crash-test-kit';
import { elapsedToReach } from '@/lib/fairness/crash-curve';
import { createCrashGame, DEFAULT_CRASH_CONFIG, DEFAULT_CRASH_SALT } from './index';

let t: TestApp;
type ChainReply = { terminal_hash: string };
type Listed = { data: unknown[] };
useGamesTestApp((app) => {
  t = app;
});

describe('crash REST routes', () => {
  it('serve the chain, the ended rounds and my bets; the round in play shows no crash point; a used-up chain is followed by a new one', async () => {
    await t.app.register(createCrashGame({ db: t.testDb.db, ledger: t.ledger }).routes);
    expect(await call(t, null, '/api/v2/games/crash/chain')).toMatchObject({ statusCode: 404 });
    const chain = chainWhere([(c) => c >= 150, (c) => c >= 100], 2);
    const h = await startCrash(t, chain);
    const player = await newPlayer(t, 100_000);
    const demo = await newDemo(t);
    const caller = { player: { kind: 'user' as const, userId: player.userId }, region: null, ip: '127.0.0.1' };
    await h.command(caller, 'bet', { amount: 10, auto_cashout: 1.1, key: 'r1' });

    const chainReply = (await call(t, null, '/api/v2/games/crash/chain')).json<ChainReply>();
    expect(chainReply).toMatchObject({
      salt: TEST_SALT,
      length: 2,
      rounds_played: 0,
      terminal_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const inPlay = (await call(t, player, '/api/v2/games/crash/bets/my')).json<Listed>();
    expect(inPlay.data).toEqual([expect.objectContaining({ state: 'open', amount: 10, auto_cashout: 1.1, crash: null, hash: null })]);
    expect((await call(t, null, '/api/v2/games/crash/history')).json()).toEqual({ data: [] });

    await h.fake.advance(7_000 + elapsedToReach(chain.crashes[0]) + 3_000);
    await h.fake.advance(7_000 + elapsedToReach(chain.crashes[1]) + 3_000);
    await h.stop();
    const history = (await call(t, null, '/api/v2/games/crash/history?limit=2')).json<Listed>().data;
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      crash: chain.crashes[0] / 100,
      hash: chain.hashes[0],
      aborted: false,
      bets: 1,
      wagered: { RUB: 10 },
    });
    expect(history[0]).toMatchObject({ crash: chain.crashes[1] / 100, hash: chain.hashes[1], bets: 0, wagered: {} });
    const mine = (await call(t, player, '/api/v2/games/crash/bets/my?per_page=1')).json<Listed>();
    expect(mine).toMatchObject({ meta: { page: 1, per_page: 1, total: 1 } });
    expect(mine.data[0]).toMatchObject({
      state: 'cashed_out',
      cashed_out_at: 1.1,
      payout: 11,
      profit: 1,
      crash: chain.crashes[0] / 100,
      hash: chain.hashes[0],
      demo: false,
    });
    // Both rounds of the two-round chain are played: the third round (stopped in its betting phase) is on a new chain.
    const newest = (await call(t, null, '/api/v2/games/crash/chain')).json<ChainReply>();
    expect(newest.terminal_hash).not.toBe(chainReply.terminal_hash);
    expect(newest).toMatchObject({ length: DEFAULT_CRASH_CONFIG.chainLength, salt: DEFAULT_CRASH_SALT, rounds_played: 0 });

    expect((await call(t, demo, '/api/v2/games/crash/bets/my')).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call(t, null, '/api/v2/games/crash/bets/my')).statusCode).toBe(401);
    for (const query of ['limit=0', 'limit=101', 'limit=x'])
      expect((await call(t, null, `/api/v2/games/crash/history?${query}`)).statusCode, query).toBe(422);
  });
});
