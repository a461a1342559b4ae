import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { demoCaller, ledgerTransfers, realMinor, userCaller, type Reply } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { startRooms } from './rooms-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

describe('rooms commands', () => {
  it("refuses stakes outside each room's limits per currency, short funds, bad fields and regions in the REST error shapes", async () => {
    const h = await startRooms(t);
    const rub = await userCaller(t, 10_000_000);
    const usd = await userCaller(t, 100_000, '127.0.0.1', 'USD');
    const kzt = await userCaller(t, 100_000, '127.0.0.1', 'KZT');
    const poor = await userCaller(t, 999);
    const refused = async (caller: typeof rub, args: Record<string, unknown>): Promise<Extract<Reply, { ok: false }>> => {
      const reply = await h.command(caller, 'bet', { key: `k-${Math.random()}`, ...args });
      if (reply.ok) throw new Error(`accepted ${JSON.stringify(args)}`);
      return reply;
    };
    const amountError = async (caller: typeof rub, args: Record<string, unknown>) => (await refused(caller, args)).errors?.amount;
    expect(await amountError(rub, { room: 'red', amount: 0.99 })).toEqual(['stake_out_of_range: The stake must be from 1 to 10000 RUB.']);
    expect(await amountError(rub, { room: 'yellow', amount: 9.99 })).toEqual([
      'stake_out_of_range: The stake must be from 10 to 10000 RUB.',
    ]);
    expect(await amountError(rub, { room: 'purple', amount: 49.99 })).toEqual([
      'stake_out_of_range: The stake must be from 50 to 10000 RUB.',
    ]);
    expect(await amountError(rub, { room: 'purple', amount: 10_000.01 })).toEqual([
      'stake_out_of_range: The stake must be from 50 to 10000 RUB.',
    ]);
    expect(await amountError(usd, { room: 'purple', amount: 0.49 })).toEqual([
      'stake_out_of_range: The stake must be from 0.5 to 100 USD.',
    ]);
    expect(await amountError(rub, { room: 'red', amount: 1.001 })).toEqual([expect.stringMatching(/^invalid_amount: /)]);
    expect(await amountError(poor, { room: 'yellow', amount: 10 })).toEqual(['insufficient_funds: The balance is below the stake.']);
    expect((await refused(rub, { room: 'blue', amount: 1 })).errors?.room?.[0]).toMatch(/^invalid_room: /);
    expect((await refused(rub, { amount: 1 })).errors?.room?.[0]).toMatch(/^invalid_room: /);
    expect(await refused(rub, { room: 'red', amount: 1, currency: 'USD' })).toMatchObject({
      status: 422,
      errors: { currency: [expect.stringMatching(/^currency_mismatch: /)] },
    });
    // This engine runs RUB and USD rooms only.
    expect(await refused(kzt, { room: 'red', amount: 5 })).toMatchObject({
      status: 422,
      errors: { currency: [expect.stringMatching(/^currency_mismatch: /)] },
    });
    expect(await h.command({ ...rub, ip: '8.8.8.8' }, 'bet', { room: 'red', amount: 1, key: 'us' })).toMatchObject({
      ok: false,
      status: 451,
    });
    expect(await h.command(rub, 'cancel')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^unknown_op: /) });
    expect(await realMinor(t, rub.userId)).toBe(10_000_000);
    expect(h.of('round_betting')).toHaveLength(0);

    expect(await h.command(usd, 'bet', { room: 'red', amount: 0.01, key: 'usd-red' })).toMatchObject({
      ok: true,
      data: { bet: { amount: 0.01, currency: 'USD' }, balance: 999.99 },
    });
    expect(h.last('bet')).toMatchObject({ room: 'red', currency: 'USD', pot: 0.01 });
    await h.stop();
  });

  it('limits stakes per player and players per round; refuses stakes once the window has closed', async () => {
    const h = await startRooms(t, { maxBetsPerPlayerPerRound: 2, maxPlayersPerRound: 2 });
    const [a, b, c] = await Promise.all([userCaller(t), userCaller(t), userCaller(t)]);
    const demo = await demoCaller(t);
    expect(await h.command(a, 'bet', { room: 'red', amount: 1, key: 'a1' })).toMatchObject({ ok: true });
    expect(await h.command(a, 'bet', { room: 'red', amount: 1, key: 'a2' })).toMatchObject({ ok: true });
    expect(await h.command(a, 'bet', { room: 'red', amount: 1, key: 'a3' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^too_many_bets: /),
    });
    expect(await h.command(a, 'bet', { room: 'yellow', amount: 10, key: 'a4' })).toMatchObject({ ok: true });
    expect(await h.command(b, 'bet', { room: 'red', amount: 1, key: 'b1' })).toMatchObject({ ok: true });
    expect(await h.command(c, 'bet', { room: 'red', amount: 1, key: 'c1' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^round_full: /),
    });
    expect(await h.command(demo, 'bet', { room: 'red', amount: 1, key: 'd1' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^round_full: /),
    });
    // The leader's clock past the window's end before its timer fired: the stake is refused all the same.
    h.fake.jump(30_000);
    expect(await h.command(b, 'bet', { room: 'red', amount: 1, key: 'b2' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^phase_closed: /),
    });
    await h.fake.advance(1);
    expect(h.of('round_result').filter((event) => event.room === 'red' && event.currency === 'RUB')).toHaveLength(1);
    await h.stop();
  });

  it('a retried stake returns the first reply and is charged once, even after its round was drawn', async () => {
    const h = await startRooms(t);
    const a = await userCaller(t, 100_000);
    const first = await h.command(a, 'bet', { room: 'yellow', amount: 20, key: 'same' });
    expect(first).toMatchObject({ ok: true, data: { bet: { amount: 20 }, balance: 980 } });
    expect(await h.command(a, 'bet', { room: 'yellow', amount: 20, key: 'same' })).toEqual(first);
    await h.fake.advance(30_000);
    expect(await h.command(a, 'bet', { room: 'yellow', amount: 20, key: 'same' })).toMatchObject({
      ok: true,
      data: { bet: { amount: 20 }, balance: 1_000 },
    });
    expect(await ledgerTransfers(t, `rooms:u${a.userId}:%:stake`)).toHaveLength(1);
    await h.stop();
  });
});
