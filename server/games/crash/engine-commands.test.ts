import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { useGamesTestApp } from '../test-kit';
import { chainWhere, demoCaller, ledgerTransfers, startCrash, userCaller, type Reply } from './crash-test-kit';
import { elapsedToReach } from '@/lib/fairness/crash-curve';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

function betIdOf(reply: Reply): number {
  if (!reply.ok) throw new Error(`refused: ${reply.message}`);
  return (reply.data.bet as { id: number }).id;
}

const realMinor = async (userId: number) => (await t.ledger.playerBalances(t.testDb.db, userId, 'RUB')).realMinor;

describe('crash commands', () => {
  it('refuses bad stakes, funds, fields and regions in the REST error shapes', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 100]));
    const rich = await userCaller(t, 10_000_000);
    const poor = await userCaller(t, 50);
    const refused = async (caller: typeof rich, args: Record<string, unknown>) => {
      const reply = await h.command(caller, 'bet', { key: `k-${Math.random()}`, ...args });
      if (reply.ok) throw new Error('accepted');
      return reply;
    };
    for (const amount of [0.99, 50_000.01, 1.001, -1, 'ten']) {
      const reply = await refused(rich, { amount });
      expect(reply.status, String(amount)).toBe(422);
      expect(reply.errors?.amount?.[0]).toMatch(/^(stake_out_of_range|invalid_amount): /);
    }
    expect((await refused(rich, { amount: 0.99 })).errors?.amount).toEqual(['stake_out_of_range: The stake must be from 1 to 50000 RUB.']);
    expect(await refused(poor, { amount: 1 })).toMatchObject({
      status: 422,
      errors: { amount: ['insufficient_funds: The balance is below the stake.'] },
    });
    expect(await refused(rich, { amount: 1, currency: 'USD' })).toMatchObject({
      status: 422,
      errors: { currency: [expect.stringMatching(/^currency_mismatch: /)] },
    });
    for (const auto of [1, 1.001, 1_000_000.01, '2']) {
      expect((await refused(rich, { amount: 1, auto_cashout: auto })).errors?.auto_cashout?.[0], String(auto)).toMatch(
        /^invalid_auto_cashout: /,
      );
    }
    for (const key of ['', 'x'.repeat(65), 'with space', undefined]) {
      const reply = await h.command(rich, 'bet', { amount: 1, key });
      expect(reply).toMatchObject({ ok: false, status: 422, errors: { key: [expect.stringMatching(/^invalid_key: /)] } });
    }
    const american = { ...rich, ip: '8.8.8.8' };
    expect(await h.command(american, 'bet', { amount: 1, key: 'us' })).toMatchObject({ ok: false, status: 451 });
    expect(await h.command(american, 'cashout')).toMatchObject({ ok: false, status: 451 });
    expect(await h.command(rich, 'jump')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/^unknown_op: /) });
    expect(await realMinor(rich.userId)).toBe(10_000_000);
    expect(await realMinor(poor.userId)).toBe(50);
    await h.stop();
  });

  it('a retried bet returns the first reply and charges once, even after its round has moved on', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 100, (c) => c >= 100]));
    const a = await userCaller(t, 100_000);
    const first = await h.command(a, 'bet', { amount: 12.5, auto_cashout: 3, key: 'same-key' });
    expect(first).toMatchObject({
      ok: true,
      data: { bet: { amount: 12.5, currency: 'RUB', auto_cashout: 3, cashed_out_at: null, payout: null, demo: false }, balance: 987.5 },
    });
    const again = await h.command(a, 'bet', { amount: 12.5, auto_cashout: 3, key: 'same-key' });
    expect(again).toEqual(first);
    expect(await h.command(a, 'bet', { amount: 2, key: 'other-key' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^bet_exists: /),
    });
    const betId = betIdOf(first);
    await h.fake.advance(7_000);
    const late = await h.command(a, 'bet', { amount: 12.5, auto_cashout: 3, key: 'same-key' });
    expect(late).toMatchObject({ ok: true, data: { bet: { id: betId } } });
    expect(await h.command(a, 'bet', { amount: 1, key: 'new-key' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^phase_closed: /),
    });
    expect(await ledgerTransfers(t, `crash:u${a.userId}:%`)).toHaveLength(1);
    expect(h.of('bet').filter((event) => (event.bet as { id: number }).id === betId)).toHaveLength(2);
    await h.stop();
  });

  it('cancels only in the betting phase: the stake comes back once, another bet may follow, within the per-round limits', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 150]), { maxBetsPerPlayerPerRound: 2, maxPlayersPerRound: 2 });
    const [a, b, c] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    // The earlier tests' rounds, left to this engine's recovery, were refunded before its first round.
    const refundsBefore = (await ledgerTransfers(t, 'crash-bet:%:refund')).length;
    expect(await h.command(a, 'cancel')).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^no_bet: /) });
    const placed = await h.command(a, 'bet', { amount: 100, key: 'a-1' });
    expect(placed).toMatchObject({ ok: true, data: { balance: 900 } });
    const cancelled = await h.command(a, 'cancel');
    expect(cancelled).toMatchObject({ ok: true, data: { balance: 1_000, bet: { amount: 100 } } });
    expect(h.last('bet_cancelled')).toMatchObject({ bet_id: betIdOf(placed) });
    expect(h.last('bet_cancelled')!.to).toBeUndefined();
    expect(await h.command(a, 'cancel')).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^no_bet: /) });
    expect(await h.command(a, 'bet', { amount: 50, key: 'a-2' })).toMatchObject({ ok: true, data: { balance: 950 } });
    expect(await h.command(b, 'bet', { amount: 5, key: 'b-1' })).toMatchObject({ ok: true });
    expect(await h.command(c, 'bet', { amount: 5, key: 'c-1' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^round_full: /),
    });
    expect(await h.command(b, 'cancel')).toMatchObject({ ok: true });
    expect(await h.command(b, 'bet', { amount: 5, key: 'b-2' })).toMatchObject({ ok: true });
    expect(await h.command(b, 'cancel')).toMatchObject({ ok: true });
    expect(await h.command(b, 'bet', { amount: 5, key: 'b-3' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^too_many_bets: /),
    });
    await h.fake.advance(7_000);
    expect(await h.command(a, 'cancel')).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^phase_closed: /) });
    expect(await realMinor(a.userId)).toBe(95_000);
    expect(await ledgerTransfers(t, 'crash-bet:%:refund')).toHaveLength(refundsBefore + 3);
    await h.stop();
  });

  it('demo bets: play money, no ledger, every event of theirs personal, never in the feed', async () => {
    const chain = chainWhere([(c) => c >= 250]);
    const h = await startCrash(t, chain);
    const demo = await demoCaller(t);
    const [{ n: before }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers');
    const placed = await h.command(demo, 'bet', { amount: 100, auto_cashout: 2, key: 'demo-1' });
    expect(placed).toMatchObject({ ok: true, data: { bet: { demo: true, auto_cashout: 2 }, balance: 99_900 } });
    expect(await h.command(demo, 'bet', { amount: 100, key: 'demo-1' })).toEqual(placed);
    await h.fake.advance(7_000 + elapsedToReach(chain.crashes[0]));
    const own = h.events.filter((event) => ['bet', 'cashouts', 'bet_cancelled', 'balance'].includes(event.type));
    expect(own.map((event) => event.type)).toEqual(['bet', 'cashouts', 'balance']);
    for (const event of own) expect(event.to).toEqual({ kind: 'demo', sessionId: demo.sessionId });
    expect(h.last('balance')).toMatchObject({ balance: 100_100, currency: 'RUB' });
    const [{ n: after }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers');
    expect(Number(after)).toBe(Number(before));
    expect(h.feedEvents).toHaveLength(0);
    const [session] = await t.testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM game_demo_sessions WHERE id = $1', [
      demo.sessionId,
    ]);
    expect(Number(session.balance_minor)).toBe(10_010_000);
    await h.stop();
  });

  it('puts settled real bets on the feed bus: a cash-out when it is paid, a loss at the crash', async () => {
    const chain = chainWhere([(c) => c >= 200 && c < 500]);
    const h = await startCrash(t, chain);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    await h.command(a, 'bet', { amount: 10, auto_cashout: 1.5, key: 'fa' });
    await h.command(b, 'bet', { amount: 200, key: 'fb' });
    await h.fake.advance(7_000 + elapsedToReach(chain.crashes[0]));
    expect(h.feedEvents.map((event) => [event.item.game, event.item.amount, event.item.payout, event.item.win, event.highRoller])).toEqual([
      ['crash', 10, 15, true, false],
      ['crash', 200, 0, false, true],
    ]);
    await h.stop();
  });
});
