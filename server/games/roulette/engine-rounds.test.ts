import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { demoCaller, demoMinor, ledgerTransfers, realMinor, userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { rouletteChainWhere, startRoulette } from './roulette-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const betsOf = async (roundId: unknown) =>
  t.testDb.db.query<{ color: string; state: string; payout_minor: string }>(
    'SELECT color, state, payout_minor::text AS payout_minor FROM roulette_bets WHERE round_id = $1 ORDER BY id',
    [roundId],
  );

describe('roulette engine: phases and payouts', () => {
  it('bets on several colours in one round; the spin reveals the chain result; the winner is paid floor(stake x multiplier) once', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'red', (r) => r.color !== 'red']);
    const h = await startRoulette(t, chain);
    const start = h.fake.clock.now();
    const opened = h.last('round_betting')!;
    expect(opened).toMatchObject({ game: 'roulette', betting_ends_at: start + 15_000 });
    expect(JSON.stringify(h.events)).not.toContain(chain.hashes[0]);
    const a = await userCaller(t, 100_000);
    const b = await userCaller(t, 100_000);
    expect(await h.command(a, 'bet', { color: 'red', amount: 12.34, key: 'a-red' })).toMatchObject({
      ok: true,
      data: { bet: { color: 'red', amount: 12.34, currency: 'RUB', payout: null, demo: false }, balance: 987.66 },
    });
    expect(await h.command(a, 'bet', { color: 'grey', amount: 5, key: 'a-grey' })).toMatchObject({ ok: true, data: { balance: 982.66 } });
    expect(await h.command(a, 'bet', { color: 'blue', amount: 1, key: 'a-blue' })).toMatchObject({ ok: true });
    expect(await h.command(a, 'bet', { color: 'gold', amount: 1, key: 'a-gold' })).toMatchObject({ ok: true, data: { balance: 980.66 } });
    expect(await h.command(b, 'bet', { color: 'grey', amount: 100, key: 'b-grey' })).toMatchObject({ ok: true });
    expect(h.of('bet').filter((event) => !event.to)).toHaveLength(5);
    expect(h.of('bet').filter((event) => event.to)).toHaveLength(5);

    await h.fake.advance(14_999);
    expect(h.of('round_spinning')).toHaveLength(0);
    await h.fake.advance(1);
    const spin = h.last('round_spinning')!;
    expect(spin).toMatchObject({
      round_id: opened.round_id,
      sector: chain.results[0].sector,
      color: 'red',
      multiplier: 3.3,
      hash: chain.hashes[0],
      result_at: start + 21_000,
    });
    expect(await h.command(b, 'bet', { color: 'red', amount: 1, key: 'late' })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^phase_closed: /),
    });
    expect(h.of('round_result')).toHaveLength(0);

    await h.fake.advance(6_000);
    // 12.34 x 3.3 = 40.722: 4072 kopecks.
    expect(h.last('round_result')).toMatchObject({
      round_id: opened.round_id,
      color: 'red',
      hash: chain.hashes[0],
      winners: [{ bet_id: expect.any(Number), payout: 40.72, currency: 'RUB', user: expect.any(Object) }],
    });
    expect(await realMinor(t, a.userId)).toBe(100_000 - 1_934 + 4_072);
    expect(await realMinor(t, b.userId)).toBe(90_000);
    expect(h.last('balance')).toMatchObject({ to: { kind: 'user', userId: a.userId }, balance: 1_021.38, currency: 'RUB' });
    expect(h.of('bet_result').map((event) => [event.to, event.payout])).toEqual([
      [{ kind: 'user', userId: a.userId }, 40.72],
      [{ kind: 'user', userId: a.userId }, 0],
      [{ kind: 'user', userId: a.userId }, 0],
      [{ kind: 'user', userId: a.userId }, 0],
      [{ kind: 'user', userId: b.userId }, 0],
    ]);
    expect((await betsOf(opened.round_id)).map((bet) => [bet.color, bet.state, bet.payout_minor])).toEqual([
      ['red', 'won', '4072'],
      ['grey', 'lost', '0'],
      ['blue', 'lost', '0'],
      ['gold', 'lost', '0'],
      ['grey', 'lost', '0'],
    ]);
    expect((await ledgerTransfers(t, 'roulette-bet:%:win')).map((row) => row.amount_minor)).toEqual(['4072']);
    expect(await ledgerTransfers(t, `roulette:u${a.userId}:%:stake`)).toHaveLength(4);
    expect(h.feedEvents.map((event) => [event.item.game, event.item.amount, event.item.payout])).toEqual([
      ['roulette', 12.34, 40.72],
      ['roulette', 5, 0],
      ['roulette', 1, 0],
      ['roulette', 1, 0],
      ['roulette', 100, 0],
    ]);

    await h.fake.advance(4_000);
    expect(h.of('round_betting')).toHaveLength(2);
    expect(h.last('round_betting')!.betting_ends_at).toBe(start + 25_000 + 15_000);
    await h.stop();
  });

  it('demo bets: play money, no ledger, every event of theirs personal, never in the feed or the public result', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'grey']);
    const h = await startRoulette(t, chain);
    const demo = await demoCaller(t);
    const [{ n: before }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers');
    expect(await h.command(demo, 'bet', { color: 'grey', amount: 100, key: 'd-grey' })).toMatchObject({
      ok: true,
      data: { bet: { demo: true }, balance: 99_900 },
    });
    expect(await h.command(demo, 'bet', { color: 'red', amount: 50, key: 'd-red' })).toMatchObject({ ok: true, data: { balance: 99_850 } });
    await h.fake.advance(21_000);
    for (const event of h.events.filter((e) => ['bet', 'bet_result', 'balance'].includes(e.type))) {
      expect(event.to).toEqual({ kind: 'demo', sessionId: demo.sessionId });
    }
    expect(h.last('round_result')).toMatchObject({ color: 'grey', winners: [] });
    expect(h.last('balance')).toMatchObject({ balance: 100_048, currency: 'RUB' });
    expect(await demoMinor(t, demo.sessionId)).toBe(10_004_800);
    const [{ n: after }] = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers');
    expect(Number(after)).toBe(Number(before));
    expect(h.feedEvents).toHaveLength(0);
    await h.stop();
  });
});
