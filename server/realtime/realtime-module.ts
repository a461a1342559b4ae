import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { TokenLookup } from '../http/authenticate';
import type { Ledger } from '../ledger/ledger';
import { createMemoryBus, LEADER_TIMEOUT, withTimeout, type RealtimeBus } from './bus';
import { createCommandRunner, runOnEngine } from './commands';
import { createHub, type Hub } from './hub';
import { createLeaderLoop, type LeaderLoop } from './leader';
import { createLeaderLock } from './leader-lock';
import { createRedisBus } from './redis-bus';
import { socketRoute } from './socket-route';
import type { RealtimeEngine, RealtimeEvent, RealtimeGameId, RoundMirror } from './types';

/**
 * What a shared-round game gives the transport (server/games/<game>/index.ts makes one). loadHistory: the recent
 * results, read once when the module is created, as `history` events for this node's mirror alone (MIRROR_HISTORY).
 */
export type RealtimeGame = {
  engine: RealtimeEngine;
  createMirror: () => RoundMirror;
  loadHistory?: () => Promise<RealtimeEvent[]>;
  routes: FastifyPluginAsync;
};

export type RealtimeDeps = {
  config: Pick<Config, 'realtime' | 'redisUrl' | 'webOrigins'>;
  db: Db;
  ledger: Ledger;
  lookupToken: TokenLookup;
  log: FastifyBaseLogger;
  games: RealtimeGame[];
  /** Redis channel and advisory-lock names start with it; tests give each run its own. Default `realtime:`. */
  namespace?: string;
};

export type Realtime = {
  /** The sockets' route and every game's REST routes. */
  routes: FastifyPluginAsync;
  /** Starts the leader loops (main.ts, after listen); tests call it only when they want rounds. */
  start(): void;
  /** Stops leading (the engines stop, the locks go), then closes the sockets and the bus. */
  close(): Promise<void>;
  isLeading(game: RealtimeGameId): boolean;
  hub: Hub;
  /** Every node's events and broadcasts (app.ts carries the games' feed over it). */
  bus: RealtimeBus;
};

/** The realtime transport of one api node: sockets, the event bus, and the leadership of each game. */
export async function createRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const { config, log } = deps;
  const settings = config.realtime;
  const namespace = deps.namespace ?? 'realtime:';
  const onBusError = (error: unknown) => log.error({ err: error }, 'realtime bus error');
  const bus: RealtimeBus = config.redisUrl
    ? await createRedisBus({ url: config.redisUrl, prefix: namespace, commandTimeoutMs: settings.commandTimeoutMs, onError: onBusError })
    : createMemoryBus({ commandTimeoutMs: settings.commandTimeoutMs, onError: onBusError });

  const mirrors = new Map<RealtimeGameId, RoundMirror>();
  const loops = new Map<RealtimeGameId, LeaderLoop>();
  for (const { engine, createMirror } of deps.games) {
    mirrors.set(engine.game, createMirror());
    loops.set(
      engine.game,
      createLeaderLoop({
        engine,
        bus,
        lock: createLeaderLock(deps.db, `${namespace}leader:${engine.game}`),
        run: (command) => runOnEngine(engine, command, log),
        retryMs: settings.leaderRetryMs,
        log,
      }),
    );
  }
  const engines = new Map(deps.games.map(({ engine }) => [engine.game, engine]));

  const hub = createHub({ ...settings, onCommand: (client, command) => runCommand(client, command) });
  const runCommand = createCommandRunner(
    {
      db: deps.db,
      ledger: deps.ledger,
      lookupToken: deps.lookupToken,
      mirrors,
      log,
      // The leader's own sockets skip the bus.
      forward: (command) => {
        const engine = engines.get(command.game);
        if (engine && loops.get(command.game)?.isLeading()) {
          return withTimeout(runOnEngine(engine, command, log), settings.commandTimeoutMs, LEADER_TIMEOUT);
        }
        return bus.request(command);
      },
    },
    hub,
  );

  bus.onEvent((event) => {
    const mirror = mirrors.get(event.game);
    if (!mirror) return;
    mirror.apply(event);
    hub.deliver(event);
  });
  // After subscribing: a result an event brings meanwhile is kept over the loaded one. A failed load leaves the
  // history to the events.
  await Promise.all(
    deps.games.map(async ({ engine, loadHistory }) => {
      try {
        for (const event of (await loadHistory?.()) ?? []) mirrors.get(engine.game)?.apply(event);
      } catch (error) {
        log.error({ err: error, game: engine.game }, 'realtime history not loaded');
      }
    }),
  );

  let closed = false;
  return {
    routes: async (app) => {
      await app.register(socketRoute, { hub, allowedOrigins: config.webOrigins });
      for (const game of deps.games) await app.register(game.routes);
    },
    start() {
      for (const loop of loops.values()) loop.start();
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
      await hub.close();
      await bus.close();
    },
    isLeading: (game) => loops.get(game)?.isLeading() ?? false,
    hub,
    bus,
  };
}
