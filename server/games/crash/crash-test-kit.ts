import { getCrashPointCenti } from '@/lib/fairness/crash';
import type { TestApp } from '../../test/test-app';
import { createChainFinder, insertChain, type TestChain } from '../round-kit/chain-test-kit';
import { startRoundGame } from '../round-kit/test-kit';
import type { CrashConfig } from './config';
import { createCrashGame } from './index';

export { demoCaller, ledgerTransfers, userCaller, type Reply } from '../round-kit/test-kit';

export const TEST_SALT = 'crash-test-salt';

const findChain = createChainFinder('crash-test-seed', (hash) => getCrashPointCenti(hash, TEST_SALT));

/** A chain whose first rounds' crash points pass the given checks (createChainFinder): tests know every crash point in advance. */
export function chainWhere(checks: ((crashCenti: number) => boolean)[], length = 50): TestChain & { crashes: number[]; hashes: string[] } {
  const { results: crashes, ...chain } = findChain(checks, length);
  return { ...chain, crashes };
}

/** An engine on a fake clock over the test app's database, publishing into `events`; `log` is every event and reply in order. */
export async function startCrash(t: TestApp, chain: TestChain, config: Partial<CrashConfig> = {}) {
  await insertChain(t, 'crash', chain, TEST_SALT);
  return startRoundGame(t, (deps) => createCrashGame({ ...deps, config: { restrictedCountries: ['US'], ...config } }));
}

export type CrashHarness = Awaited<ReturnType<typeof startCrash>>;
