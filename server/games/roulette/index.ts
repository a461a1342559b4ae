import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeGame } from '../../realtime/realtime-module';
import { systemClock, type Clock } from '../round-kit/clock';
import type { FeedBus } from '../feed/bus';
import { rouletteConfig, type RouletteConfig } from './config';
import { createRouletteEngine } from './engine';
import { loadRouletteMirrorHistory } from './history';
import { createRouletteMirror } from './mirror';
import { rouletteRoutes } from './routes';

export type { RouletteConfig } from './config';
export { DEFAULT_ROULETTE_CONFIG, DEFAULT_ROULETTE_SALT } from './config';

export type RouletteGameDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock?: Clock; config?: Partial<RouletteConfig> };

/**
 * Roulette (docs/realtime.md): the engine the leader node runs, a mirror per node (its history loaded at the node's
 * start), and the REST routes (GET /api/v2/games/roulette/config, /history, /bets/my).
 */
export function createRouletteGame(deps: RouletteGameDeps): RealtimeGame {
  const config = rouletteConfig(deps.config);
  const engine = createRouletteEngine({ db: deps.db, ledger: deps.ledger, feed: deps.feed, clock: deps.clock ?? systemClock, config });
  return {
    engine,
    createMirror: createRouletteMirror,
    loadHistory: () => loadRouletteMirrorHistory(deps.db),
    routes: rouletteRoutes(deps.db, config),
  };
}
