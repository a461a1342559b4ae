import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeGame } from '../../realtime/realtime-module';
import { systemClock, type Clock } from '../round-kit/clock';
import type { FeedBus } from '../feed/bus';
import { roomsConfig, type RoomsConfig } from './config';
import { createRoomsEngine } from './engine';
import { loadRoomsMirrorHistory } from './history';
import { createRoomsMirror } from './mirror';
import { roomsRoutes } from './routes';

export type { RoomsConfig } from './config';
export { DEFAULT_ROOMS_CONFIG } from './config';

export type RoomsGameDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock?: Clock; config?: Partial<RoomsConfig> };

/**
 * The rooms red / yellow / purple (docs/realtime.md): the engine the leader node runs (every room and currency), a
 * mirror per node (its history loaded at the node's start), and the REST routes (GET /api/v2/games/rooms/config,
 * /history, /bets/my).
 */
export function createRoomsGame(deps: RoomsGameDeps): RealtimeGame {
  const config = roomsConfig(deps.config);
  const engine = createRoomsEngine({ db: deps.db, ledger: deps.ledger, feed: deps.feed, clock: deps.clock ?? systemClock, config });
  return {
    engine,
    createMirror: createRoomsMirror,
    loadHistory: () => loadRoomsMirrorHistory(deps.db, config.currencies),
    routes: roomsRoutes(deps.db, config),
  };
}
