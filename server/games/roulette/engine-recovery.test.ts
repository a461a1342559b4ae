import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { demoCaller, demoMinor, ledgerTransfers, realMinor, userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { listRoundHistory } from './history';
import { payRouletteBet } from './money';
import { settleUnfinishedRounds } from './recovery';
import { findOpenBets } from './repository';
import { rouletteChainWhere, startRoulette } from './roulette-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const any = () => true;
const roundRow = async (id: unknown) =>
  (await t.testDb.db.query<{ phase: string; recovered: boolean }>('SELECT phase, recovered FROM roulette_rounds WHERE id = $1', [id]))[0];

describe('roulette recovery: a new leader settles what a dead one left at its result', () => {
  it('pays the winners once and takes the losers, whether the leader died betting or spinning; a second pass changes nothing', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'blue']);
    const dead = await startRoulette(t, chain);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    const demo = await demoCaller(t);
    await dead.command(a, 'bet', { color: 'blue', amount: 10, key: 'ra' });
    await dead.command(a, 'bet', { color: 'grey', amount: 10, key: 'ra2' });
    await dead.command(b, 'bet', { color: 'red', amount: 20, key: 'rb' });
    await dead.command(demo, 'bet', { color: 'blue', amount: 30, key: 'rd' });
    const roundId = dead.last('round_betting')!.round_id;
    // The leader dies in its betting phase: its clock never moves again and nothing else of it runs.

    const next = await startRoulette(t, rouletteChainWhere([any]));
    expect(await roundRow(roundId)).toEqual({ phase: 'settled', recovered: true });
    expect(await realMinor(t, a.userId)).toBe(100_000 - 2_000 + 5_500);
    expect(await realMinor(t, b.userId)).toBe(98_000);
    expect(await demoMinor(t, demo.sessionId)).toBe(10_000_000 - 3_000 + 16_500);
    expect(next.events.find((event) => event.type === 'round_result')).toMatchObject({
      round_id: roundId,
      color: 'blue',
      hash: chain.hashes[0],
      winners: [{ payout: 55 }],
    });
    expect((await listRoundHistory(t.testDb.db, 20)).find((item) => item.round_id === roundId)).toMatchObject({
      recovered: true,
      color: 'blue',
      hash: chain.hashes[0],
      bets: 3,
    });
    const wins = await ledgerTransfers(t, 'roulette-bet:%:win');

    // Another pass (a takeover that died after settling) pays nothing again.
    await next.stop();
    const again = createFakeClock();
    await settleUnfinishedRounds({ deps: { db: t.testDb.db, ledger: t.ledger }, clock: again.clock, emit: () => undefined });
    expect(await ledgerTransfers(t, 'roulette-bet:%:win')).toEqual(wins);
    expect(await realMinor(t, a.userId)).toBe(103_500);
  });

  it('a round left spinning with one winner already paid pays the others only', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'grey']);
    const dead = await startRoulette(t, chain);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    await dead.command(a, 'bet', { color: 'grey', amount: 10, key: 'sa' });
    await dead.command(b, 'bet', { color: 'grey', amount: 20, key: 'sb' });
    await dead.fake.advance(15_000);
    const roundId = dead.last('round_spinning')!.round_id;
    // It had paid a's bet when it died (as settleRouletteRound does first).
    const [first] = await findOpenBets(t.testDb.db, roundId as number);
    await payRouletteBet({ db: t.testDb.db, ledger: t.ledger }, first, 1_980);

    const next = await startRoulette(t, rouletteChainWhere([any]));
    expect(await roundRow(roundId)).toEqual({ phase: 'settled', recovered: true });
    expect(await realMinor(t, a.userId)).toBe(100_980);
    expect(await realMinor(t, b.userId)).toBe(101_960);
    const wins = (await ledgerTransfers(t, 'roulette-bet:%:win')).map((row) => row.amount_minor);
    expect(wins.filter((amount) => amount === '1980')).toHaveLength(1);
    expect(wins.filter((amount) => amount === '3960')).toHaveLength(1);
    await next.stop();
  });

  it('stopped in its betting phase, the loop ends at once (a shutdown never waits out the window); the next leader settles the round at its result', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'grey']);
    const h = await startRoulette(t, chain);
    const a = await userCaller(t, 100_000);
    await h.command(a, 'bet', { color: 'grey', amount: 10, key: 'stop-grey' });
    const roundId = h.last('round_betting')!.round_id;
    const t0 = h.fake.clock.now();
    await h.game.engine.stop();
    expect(h.fake.clock.now()).toBe(t0);
    expect(h.of('round_spinning')).toHaveLength(0);

    const next = await startRoulette(t, rouletteChainWhere([any]));
    expect(await roundRow(roundId)).toEqual({ phase: 'settled', recovered: true });
    expect(await realMinor(t, a.userId)).toBe(100_000 - 1_000 + 1_980);
    await next.stop();
  });
});
