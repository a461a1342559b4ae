import type { Clock } from './clock';

/** How long (real time) advance() waits for the engine to go back to sleep before calling it stuck. */
const STUCK_MS = 10_000;

/**
 * A clock for engine tests: time moves only through advance() (waking each sleeper at its own time, in order) or
 * jump() (time moves, nobody wakes: a command that reaches the leader before its timer fires).
 */
export function createFakeClock(startMs = Date.UTC(2026, 0, 1)) {
  let now = startMs;
  const timers: { at: number; resolve: () => void }[] = [];
  let wake: (() => void) | null = null;

  const clock: Clock = {
    now: () => now,
    sleep(ms: number) {
      return new Promise<void>((resolve) => {
        timers.push({ at: now + Math.max(0, ms), resolve });
        timers.sort((a, b) => a.at - b.at);
        wake?.();
      });
    },
  };

  /** Resolves once the engine sleeps on a timer (or `done` settles: the loop ended). */
  async function sleeping(done?: Promise<unknown>): Promise<void> {
    if (timers.length > 0) return;
    let guard: NodeJS.Timeout | undefined;
    const slept = new Promise<void>((resolve, reject) => {
      guard = setTimeout(() => reject(new Error('the engine did not go back to sleep')), STUCK_MS);
      wake = resolve;
    });
    try {
      await (done
        ? Promise.race([
            slept,
            done.then(
              () => undefined,
              () => undefined,
            ),
          ])
        : slept);
    } finally {
      clearTimeout(guard);
      wake = null;
    }
  }

  return {
    clock,
    sleeping,
    /** The time of the next timer, or null. */
    nextTimer: (): number | null => timers[0]?.at ?? null,
    /** Moves time forward by ms, waking every sleeper due on the way, each at its own time. */
    async advance(ms: number, done?: Promise<unknown>): Promise<void> {
      const target = now + ms;
      await sleeping(done);
      while (timers.length > 0 && timers[0].at <= target) {
        const timer = timers.shift()!;
        now = Math.max(now, timer.at);
        timer.resolve();
        await sleeping(done);
      }
      now = target;
    },
    /** Moves time to `at` waking every sleeper on the way (at must not be in the past). */
    async advanceTo(at: number, done?: Promise<unknown>): Promise<void> {
      await this.advance(at - now, done);
    },
    jump(ms: number): void {
      now += ms;
    },
  };
}

export type FakeClock = ReturnType<typeof createFakeClock>;
