import type { Caller, Publish, RealtimeEngine, RealtimeEvent, RealtimeGameId } from '../../realtime/types';
import type { Clock } from './clock';

export type RoundLoopParts = {
  /** What a dead leader left, settled before the first round (docs/realtime.md, each game's recovery). */
  recover(): Promise<void>;
  /** One round; false when the loop must end (it checks loop.stopping() where a round may stop). */
  playRound(): Promise<boolean>;
  /** A player's command at `arrivedAt` (the leader's clock): the ack's data, or a thrown HttpError. */
  command(caller: Caller, op: string, args: unknown): Promise<unknown>;
  /** The loop ended (stopped or failed): forget the round in play. */
  ended(): void;
};

/**
 * The part of a shared-round engine every game has: the publish target, the commands and postings under way (a phase
 * ends only after they have finished: drain), start (recovery, then rounds until stop) and stop (where the game's
 * round may stop: see pause), and commands refused with `unavailable` while no loop runs.
 */
export function createRoundLoop(
  game: RealtimeGameId,
  unavailable: () => Error,
  foldLater: (events: RealtimeEvent[]) => RealtimeEvent[] = (events) => events,
) {
  let publish: Publish | null = null;
  let running = false;
  let stopping = false;
  let wakeOnStop = () => {};
  let stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve));
  let loop: Promise<void> | null = null;
  const inflight = new Set<Promise<unknown>>();
  let later: RealtimeEvent[] = [];
  /** When the events of `later` will have gone out. */
  let published: Promise<void> = Promise.resolve();

  function track<T>(work: Promise<T>): Promise<T> {
    inflight.add(work);
    const done = () => inflight.delete(work);
    work.then(done, done);
    return work;
  }

  return {
    emit: (events: RealtimeEvent | RealtimeEvent[]): void => {
      for (const event of Array.isArray(events) ? events : [events]) publish?.(event);
    },
    track,
    /**
     * Publishes at the next turn of the event loop, after the replies of the commands answered in this one: a crowd of
     * cash-outs paid together gets its acks before their events fan out to every socket, and `foldLater` may join
     * them into fewer events. Resolves when they have gone out; a phase's drain waits for it.
     */
    emitLater: (events: RealtimeEvent | RealtimeEvent[]): Promise<void> => {
      if (later.length === 0) {
        published = track(
          new Promise<void>((resolve) =>
            setImmediate(() => {
              const due = later;
              later = [];
              for (const event of foldLater(due)) publish?.(event);
              resolve();
            }),
          ),
        );
      }
      later.push(...(Array.isArray(events) ? events : [events]));
      return published;
    },
    /** Resolves when every tracked command and posting has finished (new ones started meanwhile too). */
    drain: async (): Promise<void> => {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    stopping: () => stopping,
    /**
     * The clock's sleep, cut short by stop(): for a phase whose round the next leader's recovery may settle instead
     * (a betting window), so that stopping never waits for the window to run out. Once stopping, it does not sleep.
     */
    pause(clock: Clock, ms: number): Promise<void> {
      return Promise.race([clock.sleep(ms), stopRequested]);
    },

    engine(parts: RoundLoopParts): RealtimeEngine {
      async function run(): Promise<void> {
        try {
          await parts.recover();
          running = true;
          while (!stopping && (await parts.playRound()));
        } finally {
          running = false;
          parts.ended();
        }
      }
      return {
        game,
        start(publishTo: Publish): Promise<void> {
          if (loop) return Promise.reject(new Error(`the ${game} engine is already running`));
          publish = publishTo;
          stopping = false;
          stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve));
          loop = run().finally(() => {
            loop = null;
          });
          return loop;
        },
        async stop(): Promise<void> {
          stopping = true;
          wakeOnStop();
          await loop?.catch(() => undefined);
        },
        command(caller: Caller, op: string, args: unknown): Promise<unknown> {
          // Also while stopping: the round under way still takes what its phase allows until it ends.
          if (!running) return Promise.reject(unavailable());
          return track(parts.command(caller, op, args));
        },
      };
    },
  };
}

export type RoundLoop = ReturnType<typeof createRoundLoop>;
