import { createChainReader } from '@/lib/fairness/crash-chain';
import type { TestApp } from '../../test/test-app';
import type { ChainGame } from './chain-repository';
import { testSeed } from './test-kit';

export type TestChain = { seed: string; length: number };

/**
 * A finder of chains (seed and length) whose first rounds' results pass the given checks, from deterministic seeds
 * `<label>-<n>` never used before in this test file (terminal hashes are unique; each file has a database of its own).
 * Tests know every result in advance this way.
 */
export function createChainFinder<Result>(label: string, resultOf: (hash: string) => Result) {
  let seedCounter = 0;
  return (checks: ((result: Result) => boolean)[], length = 50): TestChain & { hashes: string[]; results: Result[] } => {
    for (;;) {
      seedCounter += 1;
      const seed = testSeed(`${label}-${seedCounter}`);
      const reader = createChainReader(seed, length);
      const hashes = checks.map((_, i) => reader.hashOfRound(i + 1));
      const results = hashes.map(resultOf);
      if (checks.every((check, i) => check(results[i]))) return { seed, length, hashes, results };
    }
  };
}

/** Makes the chain the game's chain in use (its newest), with the salt given. */
export async function insertChain(t: TestApp, game: ChainGame, chain: TestChain, salt: string): Promise<void> {
  const reader = createChainReader(chain.seed, chain.length);
  await t.testDb.db.query(`INSERT INTO ${game}_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)`, [
    chain.seed,
    chain.length,
    reader.terminalHash,
    salt,
  ]);
}
