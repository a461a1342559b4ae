import type { ClockOffset } from './clock-offset';

const FIRST_RESYNC_MS = 2_000;
const CLOCK_SYNC_MS = 30_000;

/**
 * Pings the server for its clock while a link is up: at once when it opens, again FIRST_RESYNC_MS later (the first
 * trip of a fresh link is often slow), then every CLOCK_SYNC_MS. An unanswered ping says nothing new: the watchdog
 * and the close event handle a dead link.
 */
export class ClockSync {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pingsThisLink = 0;
  /** Changes when a link starts or stops, so that a ping answered after it does not schedule the next. */
  private link = 0;

  constructor(
    private readonly clock: ClockOffset,
    private readonly now: () => number,
    private readonly sendPing: () => Promise<Record<string, unknown>>,
  ) {}

  /** A link came online: ping now, and on. */
  start(): void {
    this.link += 1;
    this.pingsThisLink = 0;
    this.schedule(0);
  }

  /** The link is gone: no more pings. */
  stop(): void {
    this.link += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.ping(), delayMs);
  }

  private async ping(): Promise<void> {
    const link = this.link;
    const sentAt = this.now();
    try {
      const data = await this.sendPing();
      if (typeof data.server_time === 'number') this.clock.addPing(sentAt, data.server_time, this.now());
    } catch {
      // Nothing new: see the class comment.
    }
    this.pingsThisLink += 1;
    if (this.link === link) this.schedule(this.pingsThisLink === 1 ? FIRST_RESYNC_MS : CLOCK_SYNC_MS);
  }
}
