import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { checkLedger } from '../../ledger/check-ledger';
import { useGamesTestApp } from '../test-kit';
import { chainWhere, ledgerTransfers, startCrash, userCaller } from './crash-test-kit';
import { elapsedToReach } from '@/lib/fairness/crash-curve';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const realMinor = async (userId: number) => (await t.ledger.playerBalances(t.testDb.db, userId, 'RUB')).realMinor;
const roundPhase = async (id: unknown) =>
  (await t.testDb.db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [id]))[0].phase;

describe('crash engine: stop() within a shutdown budget', () => {
  it('stopped in the betting phase, the loop ends at once and leaves the round and its bets to the next leader', async () => {
    const h = await startCrash(t, chainWhere([(c) => c >= 100]));
    const a = await userCaller(t, 100_000);
    await h.command(a, 'bet', { amount: 10, key: 'stop-betting' });
    const roundId = h.last('round_betting')!.round_id;
    const t0 = h.fake.clock.now();
    await h.game.engine.stop();
    expect(h.fake.clock.now()).toBe(t0);
    expect(h.of('round_running')).toHaveLength(0);
    expect(await roundPhase(roundId)).toBe('betting');
    expect(await h.command(a, 'bet', { amount: 1, key: 'after' })).toMatchObject({ ok: false, status: 503 });

    const next = await startCrash(t, chainWhere([(c) => c >= 100]));
    expect(await roundPhase(roundId)).toBe('aborted');
    expect(await realMinor(a.userId)).toBe(100_000);
    await next.stop();
  });

  it('stopped in a long round, the curve plays on for stopGraceMs, then the round is left running: cash-outs paid stay paid, the next leader refunds the rest', async () => {
    const chain = chainWhere([(c) => c >= 100_000]);
    const h = await startCrash(t, chain, { stopGraceMs: 2_000 });
    const [a, b, c] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000), userCaller(t, 100_000)]);
    await h.command(a, 'bet', { amount: 10, key: 'long-a' });
    await h.command(b, 'bet', { amount: 10, key: 'long-b' });
    await h.command(c, 'bet', { amount: 10, auto_cashout: 1.6, key: 'long-c' });
    await h.fake.advance(7_000 + elapsedToReach(150));
    const roundId = h.last('round_running')!.round_id;
    const startedAt = h.last('round_running')!.started_at as number;

    let stopped = false;
    const stopping = h.game.engine.stop().then(() => {
      stopped = true;
    });
    // Within the grace the round goes on: ticks, a manual cash-out, an auto cash-out at its target.
    expect(await h.command(a, 'cashout')).toMatchObject({ ok: true, data: { bet: { cashed_out_at: 1.5 } } });
    await h.fake.advanceTo(startedAt + elapsedToReach(160) + 1, stopping);
    const ticksInGrace = h.of('tick').length;
    expect(stopped).toBe(false);
    // Past the grace (stop came at 1.5x, plus 2 s and a tick at most): the loop gives the round up.
    await h.fake.advance(2_100, stopping);
    await stopping;
    expect(stopped).toBe(true);
    expect(h.of('tick').length).toBeGreaterThan(ticksInGrace);
    expect(h.of('crash')).toHaveLength(0);
    expect(await h.command(b, 'cashout')).toMatchObject({ ok: false, status: 503, message: expect.stringMatching(/^crash_unavailable: /) });
    expect(await roundPhase(roundId)).toBe('running');

    const refundsBefore = (await ledgerTransfers(t, 'crash-bet:%:refund')).length;
    const next = await startCrash(t, chainWhere([(x) => x >= 100]));
    expect(await roundPhase(roundId)).toBe('aborted');
    expect(await realMinor(a.userId)).toBe(100_000 - 1_000 + 1_500);
    expect(await realMinor(b.userId)).toBe(100_000);
    expect(await realMinor(c.userId)).toBe(100_000 - 1_000 + 1_600);
    expect(await ledgerTransfers(t, 'crash-bet:%:refund')).toHaveLength(refundsBefore + 1);
    await next.stop();
    await checkLedger(t.testDb.db);
  });
});
