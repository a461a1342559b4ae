import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/check-ledger';
import type { TestApp } from '../test/test-app';
import { call, createGamesTestApp, firstError, newDemo, newPlayer, realBalance } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});

/** Every route that takes a stake, with a valid body around the amount and its RUB limits (spec section 9). */
const STAKED = [
  { name: 'dice', url: '/api/v2/games/dice/bets', body: { target: 50, direction: 'under' }, min: 1, max: 10_000 },
  { name: 'coinflip', url: '/api/v2/games/coinflip/bets', body: { side: 'heads' }, min: 1, max: 10_000 },
  { name: 'coinflip series', url: '/api/v2/games/coinflip/series', body: { side: 'tails' }, min: 1, max: 10_000 },
  { name: 'keno', url: '/api/v2/games/keno/bets', body: { picks: [1, 2, 3], risk: 'medium' }, min: 1, max: 10_000 },
  { name: 'mines', url: '/api/v2/games/mines/start', body: { mines: 3 }, min: 1, max: 1_000 },
  { name: 'hilo', url: '/api/v2/games/hilo/start', body: {}, min: 1, max: 10_000 },
] as const;

describe.each(STAKED)('$name', ({ url, body, min, max }) => {
  it('refuses stakes outside the limits (422 stake_out_of_range) and above the balance (422 insufficient_funds)', async () => {
    const rich = await newPlayer(t, 100_000_000);
    for (const amount of [min - 0.01, max + 0.01]) {
      const res = await call(t, rich, url, { ...body, amount });
      expect(res.statusCode).toBe(422);
      expect(firstError(res, 'amount')).toMatch(/^stake_out_of_range:/);
    }
    const poor = await newPlayer(t, min * 100 - 1);
    const refused = await call(t, poor, url, { ...body, amount: min });
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused, 'amount')).toMatch(/^insufficient_funds:/);
    expect(await realBalance(t, poor)).toBe(min * 100 - 1);
    expect(await realBalance(t, rich)).toBe(100_000_000);
    const demo = await newDemo(t, 'USD');
    expect(firstError(await call(t, demo, url, { ...body, amount: 100_000 }), 'amount')).toMatch(/^stake_out_of_range:/);
  });

  it('a retried request returns the first reply and is charged once', async () => {
    const player = await newPlayer(t, 1_000_000);
    const key = randomUUID();
    const first = await call(t, player, url, { ...body, amount: min }, { key });
    expect(first.statusCode).toBe(200);
    const replays = await Promise.all([1, 2, 3].map(() => call(t, player, url, { ...body, amount: min }, { key })));
    for (const res of replays) if (res.statusCode === 200) expect(res.json()).toEqual(first.json());
    const bets = await t.testDb.db.query<{ stake_minor: unknown }>('SELECT stake_minor FROM game_bets WHERE user_id = $1', [player.userId]);
    expect(bets).toHaveLength(1);
    expect(await realBalance(t, player)).toBe(
      1_000_000 - min * 100 + Math.round(first.json<{ bet: { payout: number } }>().bet.payout * 100),
    );
  });

  it('refuses wrong types, NUL, huge values and a missing key with 4xx, and 401/451', async () => {
    const player = await newPlayer(t, 1_000_000);
    for (const bad of [
      { ...body, amount: 'ten' },
      { ...body, amount: null },
      { ...body, amount: 1e308 },
      { ...body, amount: 1, extra: 'a\u0000b' },
      'null',
      '[]',
    ]) {
      const res = await call(t, player, url, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect((await call(t, player, url, { ...body, amount: min }, { key: null })).statusCode).toBe(422);
    expect((await call(t, player, url, { ...body, amount: min }, { key: 'x'.repeat(201) })).statusCode).toBe(422);
    expect((await call(t, null, url, { ...body, amount: min })).statusCode).toBe(401);
    expect((await call(t, player, url, { ...body, amount: min }, { ip: '8.8.8.8' })).statusCode).toBe(451);
    expect(await realBalance(t, player)).toBe(1_000_000);
    expect((await call(t, player, url, JSON.stringify({ ...body, amount: min, pad: 'x'.repeat(300_000) }))).statusCode).toBe(413);
  });
});
