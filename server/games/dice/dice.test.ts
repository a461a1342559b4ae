import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDiceMultiplierBp } from '@/lib/fairness/dice';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import { call, firstError, newDemo, newPlayer, realBalance, useGamesTestApp } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const DICE = '/api/v2/games/dice/bets';
const even = { target: 50, direction: 'under' };

type DiceBet = {
  id: number;
  state: string;
  payout: number;
  multiplier_bp: number;
  result: { roll: number };
  fairness: { client_seed: string; nonce: number; server_seed: string | null };
};
type Balance = { demo: boolean; balance: number };
type BetReply = { bet: DiceBet; balance: Balance };

describe('dice', () => {
  it('settles a bet in one posting: the stake to the bankroll, the win back; every roll recomputes from the revealed seed', async () => {
    const player = await newPlayer(t, 100_000);
    const replies: BetReply[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await call(t, player, DICE, { amount: 10, ...even });
      expect(res.statusCode).toBe(200);
      replies.push(res.json<BetReply>());
    }
    let expected = 100_000;
    for (const [i, { bet, balance }] of replies.entries()) {
      expect(bet).toMatchObject({
        game: 'dice',
        demo: false,
        currency: 'RUB',
        amount: 10,
        params: { target: 50, direction: 'under', chance: 50 },
      });
      expect(bet.fairness).toMatchObject({ nonce: i, server_seed: null });
      const won = bet.result.roll < 50;
      expect(bet.state).toBe(won ? 'won' : 'lost');
      expect(bet.multiplier_bp).toBe(won ? 19_800 : 0);
      expect(bet.payout).toBe(won ? 19.8 : 0);
      expected += won ? 980 : -1000;
      expect(balance).toEqual({ demo: false, currency: 'RUB', balance: expected / 100, bonus_balance: 0, total_balance: expected / 100 });
    }
    expect(await realBalance(t, player)).toBe(expected);

    const rotated = await call(t, player, '/api/v2/games/seeds/rotate', {});
    expect(rotated.statusCode).toBe(200);
    const serverSeed = rotated.json<{ previous: { server_seed: string } }>().previous.server_seed;
    for (const { bet } of replies) {
      const { roll } = verifyBet({
        game: 'dice',
        seeds: { serverSeed, clientSeed: bet.fairness.client_seed, nonce: bet.fairness.nonce },
      }) as { roll: number };
      expect(roll).toBe(bet.result.roll);
      const mine = (await call(t, player, `/api/v2/games/bets/${bet.id}`)).json<DiceBet>();
      expect(mine.fairness.server_seed).toBe(serverSeed);
    }
    const transfers = await t.testDb.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE idempotency_key LIKE $1', [
      `game:dice:u${player.userId}:%`,
    ]);
    expect(transfers.filter((row) => row.kind === 'bet')).toHaveLength(12);
  });

  it('pays 9900x at a 0.01 % chance and refuses chances outside 0.01-98 %', async () => {
    expect(getDiceMultiplierBp({ targetCenti: 1, direction: 'under' })).toBe(99_000_000);
    const player = await newPlayer(t, 100_000);
    for (const bad of [
      { target: 0, direction: 'under' },
      { target: 98.01, direction: 'under' },
      { target: 1.99, direction: 'over' },
      { target: 99.99 + 0.01, direction: 'over' },
      { target: 50.005, direction: 'under' },
    ]) {
      const res = await call(t, player, DICE, { amount: 1, ...bad });
      expect(res.statusCode).toBe(422);
      expect(firstError(res, 'target')).toMatch(/^invalid_target:/);
    }
    expect((await call(t, player, DICE, { amount: 1, target: 98, direction: 'under' })).statusCode).toBe(200);
    expect((await call(t, player, DICE, { amount: 1, target: 99.99, direction: 'over' })).statusCode).toBe(200);
    expect(await realBalance(t, player)).toBeGreaterThan(0);
  });

  it('enforces the stake limits per currency (RUB 1-10000, USD 0.01-100) with 422 stake_out_of_range', async () => {
    const rub = await newPlayer(t, 2_000_000);
    for (const amount of [0.99, 10_000.01, 1e9]) {
      const res = await call(t, rub, DICE, { amount, ...even });
      expect(res.statusCode).toBe(422);
      expect(firstError(res, 'amount')).toMatch(/^stake_out_of_range:/);
    }
    expect((await call(t, rub, DICE, { amount: 10_000, ...even })).statusCode).toBe(200);
    const usd = await newPlayer(t, 100_000, 'USD');
    expect(firstError(await call(t, usd, DICE, { amount: 100.01, ...even }), 'amount')).toMatch(/^stake_out_of_range:/);
    expect(firstError(await call(t, usd, DICE, { amount: 0.001, ...even }), 'amount')).toMatch(/^invalid_amount:/);
    const ok = await call(t, usd, DICE, { amount: 0.01, ...even });
    expect(ok.json<BetReply>().bet).toMatchObject({ currency: 'USD', amount: 0.01 });
  });

  it('refuses a stake above the balance with 422 insufficient_funds and moves nothing', async () => {
    const player = await newPlayer(t, 500);
    const res = await call(t, player, DICE, { amount: 5.01, ...even });
    expect(res.statusCode).toBe(422);
    expect(firstError(res, 'amount')).toMatch(/^insufficient_funds:/);
    expect(await realBalance(t, player)).toBe(500);
    const broke = await newPlayer(t);
    expect(firstError(await call(t, broke, DICE, { amount: 1, ...even }), 'amount')).toMatch(/^insufficient_funds:/);
    // The refused bets used no nonce.
    const seeds = (await call(t, player, '/api/v2/games/seeds')).json<{ nonce: number }>();
    expect(seeds.nonce).toBe(0);
    expect((await call(t, player, DICE, { amount: 5, ...even })).json<BetReply>().bet.fairness.nonce).toBe(0);
  });

  it('a retried bet (same Idempotency-Key) returns the first reply and is charged once, even concurrently', async () => {
    const player = await newPlayer(t, 100_000);
    const key = randomUUID();
    const first = await call(t, player, DICE, { amount: 7, ...even }, { key });
    const again = await call(t, player, DICE, { amount: 7, ...even }, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all(Array.from({ length: 8 }, () => call(t, player, DICE, { amount: 7, ...even }, { key })));
    for (const res of racing) if (res.statusCode === 200) expect(res.json()).toEqual(first.json());
    const bets = await t.testDb.db.query('SELECT 1 FROM game_bets WHERE user_id = $1', [player.userId]);
    expect(bets).toHaveLength(1);
    const won = first.json<BetReply>().bet.state === 'won';
    expect(await realBalance(t, player)).toBe(100_000 - 700 + (won ? 1386 : 0));
    expect((await call(t, player, DICE, { amount: 8, ...even }, { key })).statusCode).toBe(422);
  });

  it('the ledger key alone keeps a bet once: a retry after the reply store was lost finds the first bet', async () => {
    const player = await newPlayer(t, 100_000);
    const key = randomUUID();
    const first = (await call(t, player, DICE, { amount: 3, ...even }, { key })).json<BetReply>();
    await t.testDb.db.query('DELETE FROM http_idempotency WHERE idempotency_key = $1', [key]);
    const again = await call(t, player, DICE, { amount: 3, ...even }, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json<BetReply>().bet).toEqual(first.bet);
    expect(await t.testDb.db.query('SELECT 1 FROM game_bets WHERE user_id = $1', [player.userId])).toHaveLength(1);
  });

  it('concurrent bets of one player get distinct, consecutive nonces', async () => {
    const player = await newPlayer(t, 1_000_000);
    const replies = await Promise.all(Array.from({ length: 24 }, () => call(t, player, DICE, { amount: 1, ...even })));
    expect(replies.map((res) => res.statusCode)).toEqual(replies.map(() => 200));
    const nonces = replies.map((res) => res.json<BetReply>().bet.fairness.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('401 without a player, 451 from a restricted region, 422 without an Idempotency-Key or with bad input', async () => {
    const player = await newPlayer(t, 100_000);
    expect((await call(t, null, DICE, { amount: 1, ...even })).statusCode).toBe(401);
    expect((await call(t, player, DICE, { amount: 1, ...even }, { ip: '8.8.8.8' })).statusCode).toBe(451);
    const noKey = await call(t, player, DICE, { amount: 1, ...even }, { key: null });
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['Idempotency-Key']);
    for (const body of [
      {},
      { amount: '1', ...even },
      { amount: 1, target: '50', direction: 'under' },
      { amount: 1, target: 50, direction: 'under\u0000' },
      { amount: 1, target: 50, direction: 'sideways' },
      { amount: -1, ...even },
      { amount: 1e308, ...even },
      { amount: 1, target: 1e308, direction: 'under' },
      { amount: 1, target: 50, direction: 'x'.repeat(100_000) },
      [1, 2, 3],
    ]) {
      const res = await call(t, player, DICE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await call(t, player, DICE, '{"amount":')).statusCode).toBe(400);
    expect(await realBalance(t, player)).toBe(100_000);
  });

  it('demo: play money, the same engine and seeds, marked demo, never the ledger', async () => {
    const demo = await newDemo(t, 'USD');
    const before = await t.testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    const res = await call(t, demo, DICE, { amount: 100, target: 50, direction: 'over' });
    expect(res.statusCode).toBe(200);
    const { bet, balance } = res.json<BetReply>();
    expect(bet).toMatchObject({ demo: true, currency: 'USD', amount: 100 });
    expect(balance.demo).toBe(true);
    expect(balance.balance).toBe(1000 - 100 + bet.payout);
    const after = await t.testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    expect(after[0].n).toBe(before[0].n);
    expect(firstError(await call(t, demo, DICE, { amount: 100.01, ...even }), 'amount')).toMatch(/^stake_out_of_range:/);
    for (
      let i = 0;
      i < 12 && (await call(t, demo, '/api/v2/games/demo/session')).json<{ balance: Balance }>().balance.balance >= 100;
      i += 1
    ) {
      await call(t, demo, DICE, { amount: 100, target: 2, direction: 'under' });
    }
    const left = (await call(t, demo, '/api/v2/games/demo/session')).json<{ balance: Balance }>().balance.balance;
    if (left < 100) expect(firstError(await call(t, demo, DICE, { amount: 100, ...even }), 'amount')).toMatch(/^insufficient_funds:/);
    const refilled = await call(t, demo, '/api/v2/games/demo/session/refill', {});
    expect(refilled.json<{ balance: Balance }>().balance.balance).toBe(1000);
    expect((await call(t, { ...demo, token: 'demo_' + 'x'.repeat(43) }, DICE, { amount: 1, ...even })).statusCode).toBe(401);
  });
});
