import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeGame } from '../../realtime/realtime-module';
import type { FeedBus } from '../feed/bus';
import { systemClock, type Clock } from '../round-kit/clock';
import { crashConfig, type CrashConfig } from './config';
import { createCrashEngine } from './engine';
import { loadCrashMirrorHistory } from './history';
import { createCrashMirror } from './mirror';
import { crashRoutes } from './routes';

export type { Clock } from '../round-kit/clock';
export type { CrashConfig } from './config';
export { DEFAULT_CRASH_CONFIG, DEFAULT_CRASH_SALT } from './config';

export type CrashGameDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock?: Clock; config?: Partial<CrashConfig> };

/**
 * The crash game (docs/realtime.md): the engine the leader node runs, a mirror per node (its history loaded at the
 * node's start), and the REST routes (GET /api/v2/games/crash/chain, /history, /bets/my) to register on the api.
 */
export function createCrashGame(deps: CrashGameDeps): RealtimeGame {
  const config = crashConfig(deps.config);
  const engine = createCrashEngine({ db: deps.db, ledger: deps.ledger, feed: deps.feed, clock: deps.clock ?? systemClock, config });
  return { engine, createMirror: createCrashMirror, loadHistory: () => loadCrashMirrorHistory(deps.db), routes: crashRoutes(deps.db) };
}
