import { getCrashPointCenti } from '@/lib/fairness/crash';
import { createChainReader } from '@/lib/fairness/crash-chain';
import type { TestApp } from '../../test/test-app';
import { createFeedBus, type FeedEvent } from '../feed/bus';
import { createFakeClock } from '../round-kit/fake-clock';
import { startEngine, testSeed } from '../round-kit/test-kit';
import type { CrashConfig } from './config';
import { createCrashGame } from './index';

export { demoCaller, ledgerTransfers, userCaller, type Reply } from '../round-kit/test-kit';

export const TEST_SALT = 'crash-test-salt';
let seedCounter = 0;

/**
 * A chain (seed and length) whose first rounds' crash points pass the given checks, from deterministic seeds never
 * used before in this test file (terminal hashes are unique; each file has a database of its own). Tests know every crash point in advance this way.
 */
export function chainWhere(checks: ((crashCenti: number) => boolean)[], length = 50): { seed: string; length: number; crashes: number[]; hashes: string[] } {
  for (;;) {
    seedCounter += 1;
    const seed = testSeed(`crash-test-seed-${seedCounter}`);
    const reader = createChainReader(seed, length);
    const hashes = checks.map((_, i) => reader.hashOfRound(i + 1));
    const crashes = hashes.map((hash) => getCrashPointCenti(hash, TEST_SALT));
    if (checks.every((check, i) => check(crashes[i]))) return { seed, length, crashes, hashes };
  }
}

/** An engine on a fake clock over the test app's database, publishing into `events`; `log` is every event and reply in order. */
export async function startCrash(t: TestApp, chain: { seed: string; length: number }, config: Partial<CrashConfig> = {}) {
  const reader = createChainReader(chain.seed, chain.length);
  await t.testDb.db.query('INSERT INTO crash_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
    chain.seed,
    chain.length,
    reader.terminalHash,
    TEST_SALT,
  ]);
  const fake = createFakeClock();
  const feed = createFeedBus();
  const feedEvents: FeedEvent[] = [];
  feed.subscribe((event) => feedEvents.push(event));
  const game = createCrashGame({ db: t.testDb.db, ledger: t.ledger, feed, clock: fake.clock, config: { restrictedCountries: ['US'], ...config } });
  return { game, feedEvents, ...(await startEngine(game.engine, fake)) };
}

export type CrashHarness = Awaited<ReturnType<typeof startCrash>>;
