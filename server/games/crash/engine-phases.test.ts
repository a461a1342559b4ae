import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { useGamesTestApp } from '../test-kit';
import { chainWhere, ledgerTransfers, startCrash, userCaller } from './crash-test-kit';
import { elapsedToReach, multiplierCentiAt } from '@/lib/fairness/crash-curve';
import { closeCrashBet, refusalOf } from './money';
import { findOpenBets } from './repository';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const sha256Of = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('crash engine: phases and the curve', () => {
  it('bets 7 s, runs with a tick every 100 ms until the chain crash point, shows it 3 s, then the next round', async () => {
    const chain = chainWhere([(c) => c >= 150 && c < 400, (c) => c >= 100]);
    const h = await startCrash(t, chain);
    const t0 = h.fake.clock.now();
    const opened = h.last('round_betting')!;
    expect(opened).toMatchObject({ game: 'crash', betting_ends_at: t0 + 7_000 });
    expect(Object.keys(opened).sort()).toEqual(['betting_ends_at', 'game', 'round_id', 'type']);

    await h.fake.advance(6_999);
    expect(h.of('round_running')).toHaveLength(0);
    await h.fake.advance(1);
    expect(h.last('round_running')).toMatchObject({ round_id: opened.round_id, started_at: t0 + 7_000 });

    const crashElapsed = elapsedToReach(chain.crashes[0]);
    await h.fake.advance(crashElapsed);
    const ticks = h.of('tick');
    expect(ticks.length).toBe(Math.ceil(crashElapsed / 100) - 1);
    ticks.forEach((tick, i) => {
      expect(tick.elapsed_ms).toBe((i + 1) * 100);
      expect(tick.sent_at).toBe(t0 + 7_000 + (i + 1) * 100);
      expect(tick.multiplier).toBe(multiplierCentiAt((i + 1) * 100) / 100);
      expect(tick.multiplier as number).toBeLessThan(chain.crashes[0] / 100);
    });
    const crash = h.last('crash')!;
    expect(crash).toMatchObject({
      round_id: opened.round_id,
      crash: chain.crashes[0] / 100,
      hash: chain.hashes[0],
      elapsed_ms: crashElapsed,
    });
    // Round 1's hash hashes to the published terminal hash.
    const [row] = await t.testDb.db.query<{ terminal_hash: string }>('SELECT terminal_hash FROM crash_chains ORDER BY id DESC LIMIT 1');
    expect(sha256Of(crash.hash as string)).toBe(row.terminal_hash);

    await h.fake.advance(2_999);
    expect(h.of('round_betting')).toHaveLength(1);
    await h.fake.advance(1);
    const next = h.last('round_betting')!;
    expect(next.round_id).toBe((opened.round_id as number) + 1);
    expect(next.betting_ends_at).toBe(t0 + 7_000 + crashElapsed + 3_000 + 7_000);
    // Round 2's hash (revealed when it ends) proves round 1's.
    expect(sha256Of(chain.hashes[1])).toBe(chain.hashes[0]);
    await h.fake.advance(7_000 + elapsedToReach(chain.crashes[1]));
    expect(h.last('crash')).toMatchObject({ round_id: next.round_id, hash: chain.hashes[1] });
    await h.stop();
  });

  it('auto cash-out pays exactly its target when the curve reaches it; a target at or above the crash point loses', async () => {
    const chain = chainWhere([(c) => c >= 300 && c < 2_000]);
    const h = await startCrash(t, chain);
    const [a, b, c] = await Promise.all([userCaller(t), userCaller(t), userCaller(t)]);
    const crashCenti = chain.crashes[0];
    expect((await h.command(a, 'bet', { amount: 10, auto_cashout: 2.37, key: 'a1' })).ok).toBe(true);
    expect((await h.command(b, 'bet', { amount: 10, auto_cashout: crashCenti / 100, key: 'b1' })).ok).toBe(true);
    expect((await h.command(c, 'bet', { amount: 10, auto_cashout: crashCenti / 100 + 0.01, key: 'c1' })).ok).toBe(true);
    await h.fake.advance(7_000);
    const startedAt = h.last('round_running')!.started_at as number;
    await h.fake.advanceTo(startedAt + elapsedToReach(237) - 1);
    expect(h.of('cashouts')).toHaveLength(0);
    await h.fake.advance(1);
    const cashout = h.last('cashouts')!;
    expect(cashout.cashouts).toEqual([{ bet_id: expect.any(Number), multiplier: 2.37, payout: 23.7 }]);
    expect(h.fake.clock.now()).toBe(startedAt + elapsedToReach(237));
    expect(h.last('balance')).toMatchObject({ to: { kind: 'user', userId: a.userId }, balance: 10_013.7, currency: 'RUB' });
    await h.fake.advanceTo(startedAt + elapsedToReach(crashCenti));
    expect(h.of('crash')).toHaveLength(1);
    expect(h.of('cashouts')).toHaveLength(1);
    const states = await t.testDb.db.query<{ state: string; payout_minor: unknown }>(
      'SELECT state, payout_minor FROM crash_bets WHERE round_id = $1 ORDER BY id',
      [cashout.round_id],
    );
    expect(states.map((row) => [row.state, Number(row.payout_minor)])).toEqual([
      ['cashed_out', 2_370],
      ['lost', 0],
      ['lost', 0],
    ]);
    expect(await ledgerTransfers(t, `crash-bet:%:cashout`)).toEqual([expect.objectContaining({ amount_minor: '2370', kind: 'win' })]);
    await h.stop();
  });

  it('cashes out manually at the curve of the leader clock; late and double cash-outs are refused, one of two at once pays', async () => {
    const chain = chainWhere([(c) => c >= 200 && c < 1_000]);
    const h = await startCrash(t, chain);
    const [a, b, c] = await Promise.all([userCaller(t), userCaller(t), userCaller(t)]);
    for (const [caller, key] of [
      [a, 'ka'],
      [b, 'kb'],
      [c, 'kc'],
    ] as const)
      expect((await h.command(caller, 'bet', { amount: 3, key })).ok).toBe(true);
    expect(await h.command(a, 'cashout')).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^phase_closed: /) });
    await h.fake.advance(7_000);
    await h.fake.advance(1_234);
    h.fake.jump(5);
    const manual = await h.command(a, 'cashout');
    const expectedCenti = multiplierCentiAt(1_239);
    expect(manual).toMatchObject({
      ok: true,
      data: { bet: { cashed_out_at: expectedCenti / 100, payout: Math.floor((300 * expectedCenti) / 100) / 100 } },
    });
    expect(await h.command(a, 'cashout')).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^already_cashed_out: /),
    });

    const both = await Promise.all([h.command(b, 'cashout'), h.command(b, 'cashout')]);
    expect(both.filter((reply) => reply.ok)).toHaveLength(1);
    expect(both.find((reply) => !reply.ok)).toMatchObject({ status: 409, message: expect.stringMatching(/^already_cashed_out: /) });

    // The crash point passes on the leader's clock before its timer fires: c's cash-out comes too late.
    const startedAt = h.last('round_running')!.started_at as number;
    h.fake.jump(startedAt + elapsedToReach(chain.crashes[0]) - h.fake.clock.now());
    expect(h.of('crash')).toHaveLength(0);
    expect(await h.command(c, 'cashout')).toMatchObject({ ok: false, status: 409, message: 'phase_closed: The round has crashed.' });
    await h.fake.advance(0);
    expect(h.of('crash')).toHaveLength(1);
    expect(await h.command(c, 'cashout')).toMatchObject({ ok: false, status: 409 });
    const wins = await ledgerTransfers(t, 'crash-bet:%:cashout');
    expect(wins.slice(-2).map((row) => row.kind)).toEqual(['win', 'win']);
    const [{ n }] = await t.testDb.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM crash_bets WHERE state = 'cashed_out' AND round_id = $1`,
      [h.last('crash')!.round_id],
    );
    expect(Number(n)).toBe(2);
    await h.stop();
  });

  it('the bet row stands between a bet and a second payment: of two cash-outs posted at once (past the engine) one pays', async () => {
    const chain = chainWhere([(c) => c >= 300]);
    const h = await startCrash(t, chain);
    const a = await userCaller(t, 100_000);
    await h.command(a, 'bet', { amount: 10, key: 'db-double' });
    await h.fake.advance(7_000 + 1_000);
    const roundId = h.last('round_running')!.round_id as number;
    const [bet] = await findOpenBets(t.testDb.db, roundId);
    const deps = { db: t.testDb.db, ledger: t.ledger };
    const attempts = await Promise.allSettled([
      closeCrashBet(deps, bet, { state: 'cashed_out', cashoutCenti: 150, payoutMinor: 1_500 }),
      closeCrashBet(deps, bet, { state: 'cashed_out', cashoutCenti: 160, payoutMinor: 1_600 }),
      closeCrashBet(deps, bet, { state: 'refunded', cashoutCenti: null, payoutMinor: 0 }),
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(refusalOf(attempt.reason)).toBe('already_closed');
    const paid = (await t.ledger.playerBalances(t.testDb.db, a.userId, 'RUB')).realMinor - (100_000 - 1_000);
    expect([1_500, 1_600, 1_000]).toContain(paid);
    expect(await ledgerTransfers(t, `crash-bet:${bet.id}:%`)).toHaveLength(1);
    await h.stop();
  });

  it('stop() ends the loop after the phase under way: a running round that crashes within stopGraceMs still takes cash-outs and crashes; then commands get 503', async () => {
    const chain = chainWhere([(c) => c >= 300 && c < 1_000]);
    const h = await startCrash(t, chain, { stopGraceMs: 60_000 });
    const a = await userCaller(t, 100_000);
    await h.command(a, 'bet', { amount: 10, key: 'stop-a' });
    await h.fake.advance(7_000 + elapsedToReach(150));
    let stopped = false;
    const stopping = h.game.engine.stop().then(() => {
      stopped = true;
    });
    expect(await h.command(a, 'cashout')).toMatchObject({ ok: true, data: { bet: { cashed_out_at: 1.5 } } });
    await h.fake.advance(elapsedToReach(chain.crashes[0]), stopping);
    await stopping;
    expect(stopped).toBe(true);
    expect(h.of('crash')).toHaveLength(1);
    expect(h.of('round_betting')).toHaveLength(1);
    expect(await h.command(a, 'bet', { amount: 1, key: 'after-stop' })).toMatchObject({
      ok: false,
      status: 503,
      message: expect.stringMatching(/^crash_unavailable: /),
    });
  });
});
