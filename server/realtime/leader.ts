import type { RealtimeBus } from './bus';
import type { LeaderLock } from './leader-lock';
import type { CommandResult, ForwardedCommand } from './protocol';
import type { RealtimeEngine } from './types';

export type LeaderLoopDeps = {
  engine: RealtimeEngine;
  lock: LeaderLock;
  bus: RealtimeBus;
  /** Runs a command on the engine; its refusals come back rendered (never a throw). */
  run: (command: ForwardedCommand) => Promise<CommandResult>;
  retryMs: number;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
};

export type LeaderLoop = {
  /** Tries the lock now and every retryMs after; the holder runs the engine. */
  start(): void;
  /** Stops the engine (when leading), then lets go of the lock. */
  stop(): Promise<void>;
  isLeading(): boolean;
};

/**
 * One game's leadership on this node. A follower tries the lock every retryMs; the holder serves the game's
 * commands and runs its engine, and keeps checking that its lock connection answers. A lost lock stops the
 * engine at once and its later events are dropped, so two leaders never publish side by side for long.
 */
export function createLeaderLoop(deps: LeaderLoopDeps): LeaderLoop {
  const { engine, lock, bus, log } = deps;
  const game = engine.game;
  let leading = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let unserve: (() => Promise<void>) | null = null;
  let turn: Promise<void> = Promise.resolve();
  /** The engine of a lost leadership may take a phase to stop; the lock is not tried again before it has. */
  let stopping: Promise<void> | null = null;

  const publish = (event: Parameters<RealtimeBus['publish']>[0]) => {
    if (leading) bus.publish(event);
  };

  /** Stops serving and the engine; with `release`, lets go of the lock after that, before any new attempt. */
  const resign = (reason: string, release = false): Promise<void> => {
    if (leading) {
      leading = false;
      log.info({ game, reason }, 'realtime: no longer leading');
      const served = unserve;
      unserve = null;
      stopping = (async () => {
        await served?.().catch((error: unknown) => log.error({ err: error, game }, 'realtime: unserve failed'));
        await engine.stop().catch((error: unknown) => log.error({ err: error, game }, 'realtime: engine stop failed'));
        if (release) await lock.release();
      })().finally(() => {
        stopping = null;
      });
    }
    return stopping ?? Promise.resolve();
  };

  const lead = async () => {
    leading = true;
    log.info({ game }, 'realtime: leading');
    unserve = await bus.serve(game, deps.run);
    Promise.resolve()
      .then(() => engine.start(publish))
      .catch(async (error: unknown) => {
        log.error({ err: error, game }, 'realtime: the engine failed; letting another node lead');
        await resign('engine failed', true);
      });
  };

  const attempt = async () => {
    if (stopped || stopping) return;
    try {
      if (!leading) {
        if (await lock.tryAcquire()) {
          if (stopped) await lock.release();
          else await lead();
        }
      } else if (!(await lock.check())) {
        await resign('lock connection lost');
      }
    } catch (error) {
      log.error({ err: error, game }, 'realtime: leader attempt failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      turn = attempt().finally(schedule);
    }, deps.retryMs);
  };

  lock.onLost(() => void resign('lock lost'));

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      turn = attempt().finally(schedule);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await turn;
      await resign('stopping');
      await lock.release();
    },
    isLeading: () => leading,
  };
}
