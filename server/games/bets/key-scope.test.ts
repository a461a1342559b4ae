import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { chainWhere, startCrash } from '../crash/crash-test-kit';
import { rouletteChainWhere, startRoulette } from '../roulette/roulette-test-kit';
import { call, firstError, newDemo, newPlayer, realBalance, useGamesTestApp } from '../test-kit';

type BetReply = { bet: { id: number; demo: boolean } };

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const G = '/api/v2/games';
const DICE = { amount: 1, target: 50, direction: 'under' };
/** Every operation that places an instant-game bet, with a body it accepts. */
const OTHER_OPERATIONS: [string, unknown][] = [
  [`${G}/keno/bets`, { amount: 1, picks: [1, 2, 3], risk: 'classic' }],
  [`${G}/mines/start`, { amount: 1, mines: 3 }],
  [`${G}/hilo/start`, { amount: 1 }],
  [`${G}/coinflip/bets`, { amount: 1, side: 'heads' }],
  [`${G}/coinflip/series`, { amount: 1, side: 'heads' }],
];

const betsOf = (column: 'user_id' | 'demo_session_id', id: number) =>
  t.testDb.db.query<{ game: string }>(`SELECT game FROM game_bets WHERE ${column} = $1 ORDER BY id`, [id]);
const demoSessionId = async () => Number((await t.testDb.db.query<{ id: unknown }>('SELECT max(id) AS id FROM game_demo_sessions'))[0].id);

describe('Idempotency-Key scope: a key never crosses sessions', () => {
  it('two demo sessions behind one address, one key: each gets its own bet, neither a replay', async () => {
    const [first, second] = [await newDemo(t), await newDemo(t)];
    const key = randomUUID();
    const one = await call(t, first, `${G}/dice/bets`, DICE, { key, ip: '203.0.113.7' });
    const two = await call(t, second, `${G}/dice/bets`, DICE, { key, ip: '203.0.113.7' });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.headers['idempotent-replayed']).toBeUndefined();
    expect(two.json<BetReply>().bet.id).not.toBe(one.json<BetReply>().bet.id);
    const again = await call(t, second, `${G}/dice/bets`, DICE, { key, ip: '198.51.100.9' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<BetReply>().bet.id).toBe(two.json<BetReply>().bet.id);
  });

  it("a player's demo play (X-Demo-Session with the bearer token) and real play never share a key", async () => {
    const player = await newPlayer(t, 10_000);
    const demo = await newDemo(t, 'RUB', player.token);
    const key = randomUUID();
    const real = await call(t, player, `${G}/dice/bets`, DICE, { key });
    const played = await t.app.inject({
      method: 'POST',
      url: `${G}/dice/bets`,
      headers: {
        authorization: `Bearer ${player.token}`,
        'x-demo-session': demo.token,
        'idempotency-key': key,
        'content-type': 'application/json',
      },
      remoteAddress: '127.0.0.1',
      body: JSON.stringify(DICE),
    });
    expect([real.statusCode, played.statusCode]).toEqual([200, 200]);
    expect(played.headers['idempotent-replayed']).toBeUndefined();
    expect([real.json<BetReply>().bet.demo, played.json<BetReply>().bet.demo]).toEqual([false, true]);
  });
});

describe('Idempotency-Key scope: a key never crosses operations', () => {
  it('a dice key sent to every other operation is 422 idempotency_key_reused, never the dice bet; nothing is charged', async () => {
    const player = await newPlayer(t, 100_000);
    const key = randomUUID();
    const dice = await call(t, player, `${G}/dice/bets`, DICE, { key });
    expect(dice.statusCode).toBe(200);
    const balance = await realBalance(t, player);
    for (const [url, body] of OTHER_OPERATIONS) {
      const reused = await call(t, player, url, body, { key });
      expect(reused.statusCode, url).toBe(422);
      expect(firstError(reused, 'Idempotency-Key'), url).toMatch(/^idempotency_key_reused:/);
      expect(JSON.stringify(reused.json())).not.toContain(`"id":${dice.json<BetReply>().bet.id}`);
    }
    const opened = await call(t, player, `${G}/cases/starter/open`, {}, { key });
    expect(firstError(opened, 'Idempotency-Key')).toMatch(/^idempotency_key_reused:/);
    expect(await realBalance(t, player)).toBe(balance);
    expect(await betsOf('user_id', player.userId)).toEqual([{ game: 'dice' }]);
  });

  it('the same for demo play', async () => {
    const demo = await newDemo(t);
    const key = randomUUID();
    expect((await call(t, demo, `${G}/dice/bets`, DICE, { key })).statusCode).toBe(200);
    const reused = await call(t, demo, `${G}/keno/bets`, OTHER_OPERATIONS[0][1], { key });
    expect(firstError(reused, 'Idempotency-Key')).toMatch(/^idempotency_key_reused:/);
    expect(await betsOf('demo_session_id', await demoSessionId())).toEqual([{ game: 'dice' }]);
  });

  it('one game, two operations (a single flip, then a series): 422, not the flip', async () => {
    const player = await newPlayer(t, 100_000);
    const key = randomUUID();
    expect((await call(t, player, `${G}/coinflip/bets`, { amount: 1, side: 'tails' }, { key })).statusCode).toBe(200);
    const series = await call(t, player, `${G}/coinflip/series`, { amount: 1, side: 'tails' }, { key });
    expect(firstError(series, 'Idempotency-Key')).toMatch(/^idempotency_key_reused:/);
  });

  it('once the reply store forgot the key, the bet layer still tells a retry (the first bet) from a reuse (422)', async () => {
    const player = await newPlayer(t, 100_000);
    const key = randomUUID();
    const first = (await call(t, player, `${G}/dice/bets`, DICE, { key })).json<BetReply>();
    await t.testDb.db.query('DELETE FROM http_idempotency WHERE idempotency_key = $1', [key]);
    const retry = await call(t, player, `${G}/dice/bets`, DICE, { key });
    expect(retry.json<BetReply>().bet).toEqual(first.bet);
    await t.testDb.db.query('DELETE FROM http_idempotency WHERE idempotency_key = $1', [key]);
    const otherTarget = await call(t, player, `${G}/dice/bets`, { ...DICE, target: 30 }, { key });
    expect(firstError(otherTarget, 'Idempotency-Key')).toMatch(/^idempotency_key_reused:/);
    await t.testDb.db.query('DELETE FROM http_idempotency WHERE idempotency_key = $1', [key]);
    const otherStake = await call(t, player, `${G}/dice/bets`, { ...DICE, amount: 2 }, { key });
    expect(firstError(otherStake, 'Idempotency-Key')).toMatch(/^idempotency_key_reused:/);
    await t.testDb.db.query('DELETE FROM http_idempotency WHERE idempotency_key = $1', [key]);
    expect(firstError(await call(t, player, `${G}/mines/start`, { amount: 1, mines: 3 }, { key }), 'Idempotency-Key')).toMatch(
      /^idempotency_key_reused:/,
    );
  });

  it("the round games: a crash command's key sent to roulette places roulette's own bet (each game keeps its own keys)", async () => {
    const player = await newPlayer(t, 100_000);
    const me = { player: { kind: 'user' as const, userId: player.userId }, region: null, ip: '127.0.0.1' };
    const crash = await startCrash(t, chainWhere([(c) => c >= 100]));
    const crashBet = await crash.command(me, 'bet', { amount: 5, key: 'shared-key' });
    await crash.stop();
    const roulette = await startRoulette(t, rouletteChainWhere([() => true]));
    const rouletteBet = await roulette.command(me, 'bet', { color: 'red', amount: 2, key: 'shared-key' });
    await roulette.stop();
    expect(crashBet.ok && rouletteBet.ok).toBe(true);
    if (!crashBet.ok || !rouletteBet.ok) return;
    expect(rouletteBet.data.bet).toMatchObject({ color: 'red', amount: 2 });
    const [{ n: crashBets }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM crash_bets WHERE user_id = $1', [
      player.userId,
    ]);
    const [{ n: rouletteBets }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM roulette_bets WHERE user_id = $1', [
      player.userId,
    ]);
    expect([Number(crashBets), Number(rouletteBets)]).toEqual([1, 1]);
  });
});
