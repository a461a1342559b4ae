import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainReader } from '@/lib/fairness/crash-chain';
import { buildApp } from '../../app';
import { createLedger } from '../../ledger/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { startEngine, type EngineHarness } from '../round-kit/test-kit';
import { createRouletteGame } from '../roulette';
import { rouletteChainWhere, TEST_SALT } from '../roulette/roulette-test-kit';
import { call, newPlayer } from '../test-kit';
import { createFeedBus } from './bus';
import { baseUrlOf, openFeedStream } from './sse-test-kit';
import { testRedisUrl } from '../../config';

const redisUrl = testRedisUrl();
const dice = { amount: 1, target: 50, direction: 'under' };

describe.skipIf(!redisUrl)('feeds on two api nodes (Redis)', () => {
  // Node a leads roulette (an engine on a fake clock publishing to a's feed bus); node b is another api process.
  const feedA = createFeedBus();
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  let roulette: EngineHarness;

  beforeAll(async () => {
    const namespace = `test:${randomUUID()}:`;
    a = await createTestApp({ redisUrl: redisUrl!, restrictedCountries: ['US'] }, { feed: feedA, realtimeNamespace: namespace });
    const ledgerB = createLedger(a.testDb.db, { houseShards: a.config.houseAccountShards });
    b = await buildApp({ config: a.config, db: a.testDb.db, ledger: ledgerB, realtimeNamespace: namespace });
    closeB = async () => {
      await b.close();
      await ledgerB.close();
    };
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.listen({ port: 0, host: '127.0.0.1' })]);
    const chain = rouletteChainWhere([(r) => r.color === 'red']);
    await a.testDb.db.query('INSERT INTO roulette_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
      chain.seed,
      chain.length,
      createChainReader(chain.seed, chain.length).terminalHash,
      TEST_SALT,
    ]);
    const fake = createFakeClock();
    const game = createRouletteGame({
      db: a.testDb.db,
      ledger: a.ledger,
      feed: feedA,
      clock: fake.clock,
      config: { restrictedCountries: ['US'] },
    });
    roulette = await startEngine(game.engine, fake);
  });
  afterAll(async () => {
    await roulette?.stop();
    await closeB?.();
    await a?.close();
  });

  it("every node's streams get every node's settled bets, each once", async () => {
    const roller = await newPlayer(a, 100_000);
    const onA = await openFeedStream(`${baseUrlOf(a.app)}/api/v2/games/feed/stream`);
    const onB = await openFeedStream(`${baseUrlOf(b)}/api/v2/games/feed/stream`);
    const rollerCaller = { player: { kind: 'user' as const, userId: roller.userId }, region: null, ip: '127.0.0.1' };
    expect(await roulette.command(rollerCaller, 'bet', { color: 'red', amount: 2, key: 'r1' })).toMatchObject({ ok: true });
    await roulette.fake.advance(21_000);
    const onB1 = (await call({ ...a, app: b }, roller, '/api/v2/games/dice/bets', dice)).json<{ bet: { id: number } }>().bet;
    // Last, on a: had anything come twice, it would stand before this one.
    const onA1 = (await call(a, roller, '/api/v2/games/dice/bets', dice)).json<{ bet: { id: number } }>().bet;

    for (const stream of [onA, onB]) {
      const keys = (await stream.take(3)).map((event) => event.key);
      stream.close();
      expect(keys).toEqual([expect.stringMatching(/^roulette:\d+$/), `dice:${onB1.id}`, `dice:${onA1.id}`]);
    }
  });
});
