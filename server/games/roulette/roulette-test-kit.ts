import { getRouletteResult, type RouletteResult } from '@/lib/fairness/roulette';
import { createChainReader } from '@/lib/fairness/crash-chain';
import type { TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { createFeedBus, type FeedEvent } from '../feed/bus';
import { startEngine, testSeed } from '../round-kit/test-kit';
import type { RouletteConfig } from './config';
import { createRouletteGame } from './index';

export const TEST_SALT = 'roulette-test-salt';
let seedCounter = 0;

/** A chain whose first rounds' results pass the checks (deterministic seeds, new in each call of a test file). */
export function rouletteChainWhere(checks: ((result: RouletteResult) => boolean)[], length = 50) {
  for (;;) {
    seedCounter += 1;
    const seed = testSeed(`roulette-test-seed-${seedCounter}`);
    const reader = createChainReader(seed, length);
    const hashes = checks.map((_, i) => reader.hashOfRound(i + 1));
    const results = hashes.map((hash) => getRouletteResult(hash, TEST_SALT));
    if (checks.every((check, i) => check(results[i]))) return { seed, length, hashes, results };
  }
}

/** A roulette engine on a fake clock over the test app's database, its chain the one given. */
export async function startRoulette(t: TestApp, chain: { seed: string; length: number }, config: Partial<RouletteConfig> = {}) {
  const reader = createChainReader(chain.seed, chain.length);
  await t.testDb.db.query('INSERT INTO roulette_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
    chain.seed,
    chain.length,
    reader.terminalHash,
    TEST_SALT,
  ]);
  const fake = createFakeClock();
  const feed = createFeedBus();
  const feedEvents: FeedEvent[] = [];
  feed.subscribe((event) => feedEvents.push(event));
  const game = createRouletteGame({ db: t.testDb.db, ledger: t.ledger, feed, clock: fake.clock, config: { restrictedCountries: ['US'], ...config } });
  return { game, feedEvents, ...(await startEngine(game.engine, fake)) };
}

export type RouletteHarness = Awaited<ReturnType<typeof startRoulette>>;
