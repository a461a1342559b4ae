import { getRouletteResult } from '@/lib/fairness/roulette';
import type { TestApp } from '../../test/test-app';
import { createChainFinder, insertChain, type TestChain } from '../round-kit/chain-test-kit';
import { startRoundGame } from '../round-kit/test-kit';
import type { RouletteConfig } from './config';
import { createRouletteGame } from './index';

export const TEST_SALT = 'roulette-test-salt';

/** A chain whose first rounds' results pass the checks (createChainFinder: deterministic seeds, new in each call of a test file). */
export const rouletteChainWhere = createChainFinder('roulette-test-seed', (hash) => getRouletteResult(hash, TEST_SALT));

/** A roulette engine on a fake clock over the test app's database, its chain the one given. */
export async function startRoulette(t: TestApp, chain: TestChain, config: Partial<RouletteConfig> = {}) {
  await insertChain(t, 'roulette', chain, TEST_SALT);
  return startRoundGame(t, (deps) => createRouletteGame({ ...deps, config: { restrictedCountries: ['US'], ...config } }));
}

export type RouletteHarness = Awaited<ReturnType<typeof startRoulette>>;
