import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChainReader } from '@/lib/fairness/crash-chain';
import { checkLedger } from '../../ledger/check-ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { startEngine, userCaller, demoCaller, type EngineHarness } from '../round-kit/test-kit';
import { createRouletteGame } from '../roulette';
import { rouletteChainWhere, TEST_SALT } from '../roulette/roulette-test-kit';
import { call, newPlayer } from '../test-kit';
import { createFeedBus } from './bus';
import { baseUrlOf, openFeedStream } from './sse-test-kit';

// The app's own feed bus, which a roulette engine on a fake clock publishes to as app.ts's realtime games do.
const feed = createFeedBus();
let t: TestApp;
let h: EngineHarness;
let chain: ReturnType<typeof rouletteChainWhere>;

beforeAll(async () => {
  t = await createTestApp({ restrictedCountries: ['US'] }, { feed });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  chain = rouletteChainWhere([(r) => r.color === 'gold']);
  await t.testDb.db.query('INSERT INTO roulette_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
    chain.seed,
    chain.length,
    createChainReader(chain.seed, chain.length).terminalHash,
    TEST_SALT,
  ]);
  const fake = createFakeClock();
  const game = createRouletteGame({ db: t.testDb.db, ledger: t.ledger, feed, clock: fake.clock, config: { restrictedCountries: ['US'] } });
  h = await startEngine(game.engine, fake);
});
afterAll(async () => {
  await h?.stop();
  await t?.close();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});

describe('feeds: the shared-round games beside the instant ones', () => {
  it('a settled roulette round reaches the stream (real bets only, privacy kept, keys unique), then the lists', async () => {
    const lucky = await userCaller(t, 1_000_000);
    const whale = await userCaller(t, 1_000_000);
    const hidden = await userCaller(t, 1_000_000);
    const demo = await demoCaller(t);
    await t.testDb.db.query('UPDATE users SET is_statistics_hidden = true WHERE id = $1', [hidden.userId]);
    const dicer = await newPlayer(t, 100_000);
    const stream = await openFeedStream(`${baseUrlOf(t.app)}/api/v2/games/feed/stream`);
    const bigWins = await openFeedStream(`${baseUrlOf(t.app)}/api/v2/games/feed/stream?game=roulette&kind=big_wins`);

    expect(await h.command(lucky, 'bet', { color: 'gold', amount: 1, key: 'lucky' })).toMatchObject({ ok: true });
    expect(await h.command(whale, 'bet', { color: 'red', amount: 150, key: 'whale' })).toMatchObject({ ok: true });
    expect(await h.command(hidden, 'bet', { color: 'grey', amount: 2, key: 'hidden' })).toMatchObject({ ok: true });
    expect(await h.command(demo, 'bet', { color: 'gold', amount: 1, key: 'demo' })).toMatchObject({ ok: true });
    await h.fake.advance(21_000);
    // A dice bet after the round: the stream's next event, so nothing else of the round came before it.
    const dice = (await call(t, dicer, '/api/v2/games/dice/bets', { amount: 1, target: 50, direction: 'under' })).json<{
      bet: { id: number; payout: number };
    }>().bet;

    const events = await stream.take(4);
    stream.close();
    expect(events.map((event) => [event.game, event.amount, event.win])).toEqual([
      ['roulette', 1, true],
      ['roulette', 150, false],
      ['roulette', 2, false],
      ['dice', 1, dice.payout > 0],
    ]);
    const [gold, red, grey, diceItem] = events;
    expect(gold).toMatchObject({
      key: `roulette:${gold.id as number}`,
      multiplier_bp: 495_000,
      payout: 49.5,
      user: { name: expect.any(String) },
    });
    expect(red.user).toMatchObject({ name: expect.any(String) });
    expect(grey.user).toBeNull();
    expect(diceItem.key).toBe(`dice:${dice.id}`);
    expect((await bigWins.take(1))[0]).toEqual(gold);
    bigWins.close();

    const list = async (query: string) =>
      (await call(t, null, `/api/v2/games/feed?${query}`)).json<{ data: Record<string, unknown>[] }>().data;
    const roulette = await list('game=roulette');
    expect(roulette).toHaveLength(3);
    expect(roulette).toEqual(expect.arrayContaining([gold, red, grey]));
    expect((await list('game=all&limit=4'))[0]).toMatchObject({ key: diceItem.key });
    expect(await list('game=roulette&kind=big_wins')).toEqual([gold]);
    expect((await list('kind=high_rollers')).map((item) => item.key)).toEqual([red.key]);
    expect(await list('game=crash')).toEqual([]);
    expect((await call(t, null, '/api/v2/games/feed?game=blackjack')).statusCode).toBe(422);
  });
});
