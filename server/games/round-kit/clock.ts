/** The engine's time: now() in epoch milliseconds and a sleep. Tests pass a fake one (fake-clock.ts). */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
