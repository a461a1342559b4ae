import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { ledgerTransfers, realMinor, userCaller, type Reply } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { rouletteChainWhere, startRoulette } from './roulette-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const any = () => true;

describe('roulette commands', () => {
  it('refuses bad stakes (gold within the wheel limits too), funds, fields and regions in the REST error shapes', async () => {
    const h = await startRoulette(t, rouletteChainWhere([any]));
    const rich = await userCaller(t, 10_000_000);
    const poor = await userCaller(t, 50);
    const dollars = await userCaller(t, 100_000, '127.0.0.1', 'USD');
    const refused = async (caller: typeof rich, args: Record<string, unknown>): Promise<Extract<Reply, { ok: false }>> => {
      const reply = await h.command(caller, 'bet', { key: `k-${Math.random()}`, color: 'grey', ...args });
      if (reply.ok) throw new Error(`accepted ${JSON.stringify(args)}`);
      return reply;
    };
    for (const amount of [0.99, 10_000.01, 1.001, -1, 'ten']) {
      const reply = await refused(rich, { amount });
      expect(reply.status, String(amount)).toBe(422);
      expect(reply.errors?.amount?.[0]).toMatch(/^(stake_out_of_range|invalid_amount): /);
    }
    expect((await refused(rich, { amount: 0.99 })).errors?.amount).toEqual(['stake_out_of_range: The stake must be from 1 to 10000 RUB.']);
    expect((await refused(rich, { amount: 2, color: 'gold' })).errors?.amount).toEqual([
      'stake_out_of_range: The stake must be from 1 to 1 RUB.',
    ]);
    expect((await refused(dollars, { amount: 0.11, color: 'red' })).errors?.amount).toEqual([
      'stake_out_of_range: The stake must be from 0.01 to 0.1 USD.',
    ]);
    expect(await refused(poor, { amount: 1 })).toMatchObject({
      status: 422,
      errors: { amount: ['insufficient_funds: The balance is below the stake.'] },
    });
    expect(await refused(rich, { amount: 1, currency: 'USD' })).toMatchObject({
      status: 422,
      errors: { currency: [expect.stringMatching(/^currency_mismatch: /)] },
    });
    for (const color of ['green', undefined, 3]) {
      expect((await refused(rich, { amount: 1, color })).errors?.color?.[0], String(color)).toMatch(/^invalid_color: /);
    }
    for (const key of ['', 'x'.repeat(65), 'with space', undefined]) {
      expect(await h.command(rich, 'bet', { amount: 1, color: 'red', key })).toMatchObject({
        ok: false,
        status: 422,
        errors: { key: [expect.stringMatching(/^invalid_key: /)] },
      });
    }
    expect(await h.command({ ...rich, ip: '8.8.8.8' }, 'bet', { amount: 1, color: 'red', key: 'us' })).toMatchObject({
      ok: false,
      status: 451,
    });
    expect(await h.command(rich, 'cashout')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^unknown_op: /) });
    expect(await realMinor(t, rich.userId)).toBe(10_000_000);
    expect(await realMinor(t, poor.userId)).toBe(50);
    await h.stop();
  });

  it('takes one bet per colour per player, up to the per-player and per-round limits', async () => {
    const h = await startRoulette(t, rouletteChainWhere([any]), { maxBetsPerPlayerPerRound: 2, maxPlayersPerRound: 2 });
    const [a, b, c] = await Promise.all([userCaller(t), userCaller(t), userCaller(t)]);
    expect(await h.command(a, 'bet', { color: 'red', amount: 1, key: 'a1' })).toMatchObject({ ok: true });
    expect(await h.command(a, 'bet', { color: 'red', amount: 2, key: 'a2' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^bet_exists: /),
    });
    expect(await h.command(a, 'bet', { color: 'blue', amount: 2, key: 'a3' })).toMatchObject({ ok: true });
    expect(await h.command(a, 'bet', { color: 'grey', amount: 2, key: 'a4' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^too_many_bets: /),
    });
    expect(await h.command(b, 'bet', { color: 'grey', amount: 2, key: 'b1' })).toMatchObject({ ok: true });
    expect(await h.command(c, 'bet', { color: 'grey', amount: 2, key: 'c1' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^round_full: /),
    });
    expect(await h.command(b, 'bet', { color: 'gold', amount: 1, key: 'b2' })).toMatchObject({ ok: true });
    expect(await ledgerTransfers(t, 'roulette:u%:stake')).toHaveLength(4);
    await h.stop();
  });

  it('a retried bet returns the first reply and charges once, even after its round has moved on', async () => {
    const h = await startRoulette(t, rouletteChainWhere([(r) => r.color === 'grey', any]));
    const a = await userCaller(t, 100_000);
    const first = await h.command(a, 'bet', { color: 'red', amount: 12.5, key: 'same-key' });
    expect(first).toMatchObject({ ok: true, data: { bet: { color: 'red', amount: 12.5, payout: null }, balance: 987.5 } });
    expect(await h.command(a, 'bet', { color: 'red', amount: 12.5, key: 'same-key' })).toEqual(first);
    // The key decides, not the arguments: the same key with another colour is the first bet again.
    expect(await h.command(a, 'bet', { color: 'blue', amount: 3, key: 'same-key' })).toEqual(first);
    await h.fake.advance(15_000);
    const late = await h.command(a, 'bet', { color: 'red', amount: 12.5, key: 'same-key' });
    expect(late).toMatchObject({
      ok: true,
      data: { bet: { id: (first as unknown as { data: { bet: { id: number } } }).data.bet.id }, balance: 987.5 },
    });
    await h.fake.advance(6_000);
    expect(await h.command(a, 'bet', { color: 'red', amount: 12.5, key: 'same-key' })).toMatchObject({
      ok: true,
      data: { bet: { payout: 0 }, balance: 987.5 },
    });
    expect(await ledgerTransfers(t, `roulette:u${a.userId}:%`)).toHaveLength(1);
    await h.stop();
  });

  it('is unavailable (503) while no loop runs', async () => {
    const h = await startRoulette(t, rouletteChainWhere([any]));
    const a = await userCaller(t);
    await h.stop();
    expect(await h.command(a, 'bet', { color: 'red', amount: 1, key: 'stopped' })).toMatchObject({
      ok: false,
      status: 503,
      message: expect.stringMatching(/^roulette_unavailable: /),
    });
  });
});
