const DEFAULT_HEARTBEAT_MS = 15_000;
/** Two heartbeats may be late by this much before the link counts as dead (timers and networks jitter). */
const GRACE_MS = 2_000;

/**
 * Calls `onDead` when nothing arrived for two heartbeat periods. Any frame counts as a sign of life; the timer fires
 * once at the moment the silence would reach the limit and looks again, instead of being re-armed on every frame.
 */
export class HeartbeatWatchdog {
  private heartbeatMs = DEFAULT_HEARTBEAT_MS;
  private lastFrameAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly now: () => number,
    private readonly onDead: () => void,
  ) {}

  /** Something arrived (or the connect started): the silence starts again from now. */
  touch(): number {
    this.lastFrameAt = this.now();
    return this.lastFrameAt;
  }

  /** The server's period (hello); a running watch is re-timed to it. */
  setHeartbeat(heartbeatMs: number): void {
    this.heartbeatMs = heartbeatMs;
    if (this.timer !== null) this.arm();
  }

  start(): void {
    this.touch();
    this.arm();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    this.stop();
    const limitMs = 2 * this.heartbeatMs + GRACE_MS;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.now() - this.lastFrameAt >= limitMs) this.onDead();
        else this.arm();
      },
      Math.max(0, this.lastFrameAt + limitMs - this.now()),
    );
  }
}
