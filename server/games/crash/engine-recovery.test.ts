import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { useGamesTestApp } from '../test-kit';
import { chainWhere, demoCaller, ledgerTransfers, startCrash, userCaller, type Reply } from './crash-test-kit';
import { elapsedToReach } from '@/lib/fairness/crash-curve';
import { listRoundHistory } from './history';
import { createCrashMirror } from './mirror';
import { closeCrashBet, refusalOf } from './money';
import { findOpenBets } from './repository';
import { settleUnfinishedRounds } from './recovery';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const money = () => ({ db: t.testDb.db, ledger: t.ledger });
const realMinor = async (userId: number) => (await t.ledger.playerBalances(t.testDb.db, userId, 'RUB')).realMinor;
const roundPhase = async (id: unknown) =>
  (await t.testDb.db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [id]))[0].phase;

describe('crash: the crash point stays on the server until the crash', () => {
  it('no event or reply before a round crashes carries its hash or crash point', async () => {
    const chain = chainWhere([(c) => c >= 300, (c) => c >= 200, (c) => c >= 100]);
    const h = await startCrash(t, chain);
    const [a, b] = await Promise.all([userCaller(t), userCaller(t)]);
    const demo = await demoCaller(t);
    for (let round = 0; round < 3; round += 1) {
      await h.command(a, 'bet', { amount: 10, auto_cashout: 1.2, key: `a${round}` });
      await h.command(b, 'bet', { amount: 10, key: `b${round}` });
      await h.command(demo, 'bet', { amount: 10, auto_cashout: 1.5, key: `d${round}` });
      await h.command(b, 'cashout');
      await h.fake.advance(7_000);
      const startedAt = h.last('round_running')!.started_at as number;
      await h.fake.advanceTo(startedAt + Math.floor(elapsedToReach(chain.crashes[round]) / 2));
      await h.command(b, 'cashout');
      await h.command(a, 'cashout');
      await h.fake.advanceTo(startedAt + elapsedToReach(chain.crashes[round]) + 3_000);
    }
    await h.stop();
    const crashes = h.log.filter((entry): entry is RealtimeEvent => 'type' in entry && entry.type === 'crash');
    expect(crashes.map((event) => event.hash)).toEqual(chain.hashes);
    for (const [round, crash] of crashes.entries()) {
      const before = h.log.slice(0, h.log.indexOf(crash));
      const text = JSON.stringify(before);
      expect(text).not.toContain(chain.hashes[round]);
      for (const entry of before) {
        const fields = 'reply' in entry ? ((entry.reply as Reply & { data?: unknown }).data ?? {}) : entry;
        if ('type' in entry && entry.round_id === crash.round_id) {
          expect(Object.keys(entry)).not.toContain('crash');
          expect(Object.keys(entry)).not.toContain('hash');
          if (typeof entry.multiplier === 'number') expect(entry.multiplier).toBeLessThan(crash.crash as number);
        }
        // Earlier rounds' crash events may say crash and hash; nothing else ever does.
        if (!('type' in entry && entry.type === 'crash'))
          expect(JSON.stringify(fields)).not.toMatch(/"(crash|hash|crash_point|crash_centi)":/);
      }
    }
    expect(h.log.filter((entry) => 'reply' in entry).length).toBeGreaterThan(10);
    // Nor does a snapshot: a mirror fed the same events, looked at just before each crash.
    const mirror = createCrashMirror();
    for (const event of h.events) {
      if (event.type === 'crash') {
        const snapshots = [mirror.snapshot(event.elapsed_ms as number, null), mirror.snapshot(0, { kind: 'user', userId: a.userId })];
        expect(JSON.stringify(snapshots)).not.toContain(event.hash as string);
        // The history lists earlier rounds' crashes; the round itself has none yet.
        expect(JSON.stringify(snapshots.map((snapshot) => (snapshot as { round: unknown }).round))).not.toMatch(/"(crash|hash)":/);
      }
      mirror.apply(event);
    }
  });
});

describe('crash recovery: a new leader settles what a dead one left', () => {
  it('keeps acknowledged cash-outs, refunds open bets once, aborts the round with its hash revealed; a second pass changes nothing', async () => {
    const chain = chainWhere([(c) => c >= 400]);
    const dead = await startCrash(t, chain);
    const [a, b, c] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    const demo = await demoCaller(t);
    await dead.command(a, 'bet', { amount: 10, key: 'ra' });
    await dead.command(b, 'bet', { amount: 20, key: 'rb' });
    await dead.command(c, 'bet', { amount: 5, auto_cashout: 1.5, key: 'rc' });
    await dead.command(demo, 'bet', { amount: 30, key: 'rd' });
    await dead.fake.advance(7_000 + elapsedToReach(200));
    expect(await dead.command(a, 'cashout')).toMatchObject({ ok: true, data: { bet: { cashed_out_at: 2, payout: 20 } } });
    const roundId = dead.last('round_running')!.round_id;
    // The leader dies here: its clock never moves again and nothing else of it runs.

    const next = await startCrash(t, chainWhere([(x) => x >= 100]));
    expect(await roundPhase(roundId)).toBe('aborted');
    const moved = {
      refunds: (await ledgerTransfers(t, 'crash-bet:%:refund')).length,
      cashouts: (await ledgerTransfers(t, 'crash-bet:%:cashout')).length,
    };
    expect(await realMinor(a.userId)).toBe(100_000 - 1_000 + 2_000);
    expect(await realMinor(b.userId)).toBe(100_000);
    expect(await realMinor(c.userId)).toBe(100_000 - 500 + 750);
    const [session] = await t.testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM game_demo_sessions WHERE id = $1', [
      demo.sessionId,
    ]);
    expect(Number(session.balance_minor)).toBe(10_000_000);
    const history = await listRoundHistory(t.testDb.db, 20);
    expect(history.find((item) => item.round_id === roundId)).toMatchObject({
      aborted: true,
      hash: chain.hashes[0],
      crash: chain.crashes[0] / 100,
      bets: 2,
    });

    // Another pass (the new leader stopped in its betting phase, leaving a round without bets) pays nothing again.
    await next.stop();
    expect(await settleUnfinishedRounds(money(), next.fake.clock.now())).toBe(1);
    expect([await realMinor(a.userId), await realMinor(b.userId), await realMinor(c.userId)]).toEqual([101_000, 100_000, 100_250]);
    expect({
      refunds: (await ledgerTransfers(t, 'crash-bet:%:refund')).length,
      cashouts: (await ledgerTransfers(t, 'crash-bet:%:cashout')).length,
    }).toEqual(moved);
  });

  it('a takeover that stopped halfway, and a refund repeated, still refund each bet once', async () => {
    const dead = await startCrash(t, chainWhere([(c) => c >= 100]));
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    await dead.command(a, 'bet', { amount: 7, key: 'ha' });
    await dead.command(b, 'bet', { amount: 8, key: 'hb' });
    const roundId = dead.last('round_betting')!.round_id as number;
    // The dead leader left the round in its betting phase; a first takeover refunded one bet and died too.
    const [first] = await findOpenBets(t.testDb.db, roundId);
    await closeCrashBet(money(), first, { state: 'refunded', cashoutCenti: null, payoutMinor: 0 });
    const again = await closeCrashBet(money(), first, { state: 'refunded', cashoutCenti: null, payoutMinor: 0 }).catch((error: unknown) =>
      refusalOf(error),
    );
    expect(again).toBe('already_closed');

    const next = await startCrash(t, chainWhere([(c) => c >= 100]));
    expect(await roundPhase(roundId)).toBe('aborted');
    expect(await realMinor(a.userId)).toBe(100_000);
    expect(await realMinor(b.userId)).toBe(100_000);
    const refunds = (await ledgerTransfers(t, 'crash-bet:%:refund')).filter((row) => ['700', '800'].includes(row.amount_minor));
    expect(refunds.map((row) => row.amount_minor).sort()).toEqual(['700', '800']);
    await next.stop();
  });
});
