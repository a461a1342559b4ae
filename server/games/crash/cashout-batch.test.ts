import { describe, expect, it } from 'vitest';
import { multiplierCentiAt } from '@/lib/fairness/crash-curve';
import { checkLedger } from '../../ledger/check-ledger';
import type { TestApp } from '../../test/test-app';
import { demoMinor, realMinor } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { bankrollAccount } from '../../bets-kit/bankroll';
import { createCashoutBatcher, splitByBankrollShard, type CashoutOrder } from './cashout-batch';
import { chainWhere, demoCaller, ledgerTransfers, startCrash, userCaller, type Reply } from './crash-test-kit';
import { closeCrashBet, refusalOf } from './money';
import { findOpenBets, type CrashBetRow } from './repository';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const money = () => ({ db: t.testDb.db, ledger: t.ledger });
const paid = (reply: Reply) => (reply.ok ? (reply.data as { bet: { id: number; payout: number }; balance: number }) : null);

describe('crash cash-outs paid together', () => {
  it('cash-outs arriving together are paid in one statement, each at its own multiplier and with its own balance', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 300]));
    const users = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    const demo = await demoCaller(t);
    const demoBefore = await demoMinor(t, demo.sessionId);
    for (const [i, caller] of [...users, demo].entries())
      expect((await h.command(caller, 'bet', { amount: 10 + i, key: `together-${i}` })).ok).toBe(true);
    await h.fake.advance(7_000 + 5_000);
    const centi = multiplierCentiAt(5_000);
    const replies = await Promise.all([...users, demo].map((caller) => h.command(caller, 'cashout')));
    replies.forEach((reply, i) => {
      const payoutMinor = Math.floor(((1_000 + 100 * i) * centi) / 100);
      expect(paid(reply)?.bet).toMatchObject({ cashed_out_at: centi / 100, payout: payoutMinor / 100 });
    });
    for (const [i, user] of users.entries()) {
      const balance = await realMinor(t, user.userId);
      expect(balance).toBe(100_000 - (1_000 + 100 * i) + Math.floor(((1_000 + 100 * i) * centi) / 100));
      expect(paid(replies[i])?.balance).toBe(balance / 100);
    }
    expect(await demoMinor(t, demo.sessionId)).toBe(demoBefore - 1_300 + Math.floor((1_300 * centi) / 100));
    expect(paid(replies[3])?.balance).toBe((await demoMinor(t, demo.sessionId)) / 100);
    // Their events follow the acks, at the next turn of the event loop: the real ones joined in one event for everybody,
    // the demo one to its owner only.
    await new Promise((resolve) => setImmediate(resolve));
    const [joined, demoOnly] = [h.of('cashouts').filter((event) => !event.to), h.of('cashouts').filter((event) => event.to)];
    expect(joined).toHaveLength(1);
    expect((joined[0].cashouts as { bet_id: number }[]).map((entry) => entry.bet_id).sort()).toEqual(
      replies
        .slice(0, 3)
        .map((reply) => paid(reply)!.bet.id)
        .sort(),
    );
    expect(demoOnly).toHaveLength(1);
    expect(demoOnly[0].cashouts).toEqual([
      { bet_id: paid(replies[3])!.bet.id, multiplier: centi / 100, payout: Math.floor((1_300 * centi) / 100) / 100 },
    ]);
    expect((await ledgerTransfers(t, 'crash-bet:%:cashout')).map((row) => row.kind)).toEqual(['win', 'win', 'win']);
    await h.stop();
    await checkLedger(t.testDb.db);
  });

  it('a group holding a bet closed behind the leader is refused whole, and then every bet gets its own outcome', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 300]));
    const [a, b, c] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    for (const [i, caller] of [a, b, c].entries()) await h.command(caller, 'bet', { amount: 10, key: `behind-${i}` });
    await h.fake.advance(7_000 + 3_000);
    const roundId = h.last('round_running')!.round_id as number;
    // Another pass (a takeover's, say) cashed out b's bet past this leader, which still holds it open.
    const bBet = (await findOpenBets(t.testDb.db, roundId)).find((bet) => bet.userId === b.userId)!;
    await closeCrashBet(money(), bBet, { state: 'cashed_out', cashoutCenti: 150, payoutMinor: 1_500 });
    const replies = await Promise.all([a, b, c].map((caller) => h.command(caller, 'cashout')));
    expect(replies.map((reply) => reply.ok)).toEqual([true, false, true]);
    expect(replies[1]).toMatchObject({ status: 409, message: expect.stringMatching(/^already_cashed_out: /) });
    expect(await realMinor(t, b.userId)).toBe(100_000 - 1_000 + 1_500);
    expect(await ledgerTransfers(t, `crash-bet:${bBet.id}:cashout`)).toHaveLength(1);
    await h.stop();
    await checkLedger(t.testDb.db);
  });

  it('groups what is submitted in one turn, pays each bet once, and a repeated group pays nothing again', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 300]));
    const players = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    for (const [i, caller] of players.entries()) await h.command(caller, 'bet', { amount: 20, key: `direct-${i}` });
    await h.fake.advance(7_000 + 1_000);
    const roundId = h.last('round_running')!.round_id as number;
    const orders: CashoutOrder[] = (await findOpenBets(t.testDb.db, roundId)).map((bet) => ({
      roundId,
      bet,
      centi: 120,
      payoutMinor: 2_400,
    }));
    const batcher = createCashoutBatcher(money());
    const statements: string[] = [];
    const watched = {
      ...money(),
      ledger: {
        ...t.ledger,
        postWithCause: (...args: Parameters<typeof t.ledger.postWithCause>) => (
          statements.push(args[0].text),
          t.ledger.postWithCause(...args)
        ),
      },
    };
    const grouped = createCashoutBatcher(watched);
    const moved = await Promise.all(orders.map((order) => grouped.cashOut(order)));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/crash_bets_cash_out/);
    expect(moved.map((m) => [m.bet.state, m.bet.payoutMinor])).toEqual([
      ['cashed_out', 2_400],
      ['cashed_out', 2_400],
    ]);
    const again = await Promise.allSettled(orders.map((order) => batcher.cashOut(order)));
    expect(again.map((outcome) => (outcome.status === 'rejected' ? refusalOf(outcome.reason) : 'paid'))).toEqual([
      'already_closed',
      'already_closed',
    ]);
    for (const player of players) expect(await realMinor(t, player.userId)).toBe(100_000 - 2_000 + 2_400);
    await h.stop();
    await checkLedger(t.testDb.db);
  });

  it('a crowd is cut in parts of at most a posting that never share a bankroll shard, so the ledger writes them side by side', async () => {
    const order = (userId: number | null, payoutMinor = 150): CashoutOrder => ({
      roundId: 1,
      bet: { id: userId ?? 0, userId, currency: 'RUB' } as CrashBetRow,
      centi: 150,
      payoutMinor,
    });
    // 1,000 real cash-outs on the test app's 4 shards, a demo one and one that won nothing (neither has a shard).
    const orders = [...Array.from({ length: 1_000 }, (_, i) => order(i + 1)), order(null), order(5_000, 0)];
    const parts = await splitByBankrollShard(money(), orders);
    expect(parts.flat().sort((a, b) => a - b)).toEqual(orders.map((_, i) => i));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(500);
    const shardOf = (index: number) => {
      const { bet, payoutMinor } = orders[index];
      return bet.userId === null || payoutMinor === 0 ? Promise.resolve(null) : bankrollAccount(t.ledger, 'crash', bet.userId, 'RUB');
    };
    const shards = await Promise.all(parts.map(async (part) => new Set(await Promise.all(part.map(shardOf)))));
    // A shard holding more than a posting's worth (here about 250 each) would be cut; none is, so none is shared.
    for (const [i, mine] of shards.entries())
      for (const other of shards.slice(i + 1)) expect([...mine].filter((shard) => shard !== null && other.has(shard))).toEqual([]);
    expect(await splitByBankrollShard(money(), orders.slice(0, 3))).toHaveLength(1);
  });
});
