import { TIMINGS } from '@/lib/timings';
import { ANALYTICS_DATA_MAX_BYTES, ANALYTICS_EVENT_NAME, ANALYTICS_MAX_AGE_MS, type AnalyticsBatch } from './ingest-contract';

export interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  atMs: number;
  sessionId: string;
  userId: number | null;
}

/** Sends one batch; resolves whether it was delivered. `leaving`: the page is going away (beacon, keepalive). */
export type BatchSender = (batch: AnalyticsBatch, leaving: boolean) => Promise<boolean> | boolean;

export interface AnalyticsClientOptions {
  send: BatchSender;
  now?: () => number;
  newSessionId?: () => string;
  limits?: Partial<typeof DEFAULT_LIMITS>;
}

const DEFAULT_LIMITS = {
  flushAt: TIMINGS.analyticsFlushAtEvents,
  batchMax: TIMINGS.analyticsBatchMaxEvents,
  queueMax: TIMINGS.analyticsQueueMaxEvents,
  flushIntervalMs: TIMINGS.analyticsFlushIntervalMs,
  sessionIdleMs: TIMINGS.analyticsSessionIdleMs,
  sessionMaxMs: TIMINGS.analyticsSessionMaxMs,
};

function randomSessionId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The batching analytics client of spec section 9: events wait in a bounded queue (the oldest dropped past 1000),
 * go out at 20 queued or every 10 s, at most 100 a batch, each batch of one session and one identity. A session
 * ends after 30 min without events or 24 h in all; clearing the identity (a logout) starts a new one.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const newSessionId = options.newSessionId ?? randomSessionId;
  const queue: AnalyticsEvent[] = [];
  let session = { id: newSessionId(), startedAtMs: now(), lastEventAtMs: now() };
  let userId: number | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function currentSessionId(at: number): string {
    if (at - session.lastEventAtMs >= limits.sessionIdleMs || at - session.startedAtMs >= limits.sessionMaxMs) {
      session = { id: newSessionId(), startedAtMs: at, lastEventAtMs: at };
    }
    session.lastEventAtMs = at;
    return session.id;
  }

  /**
   * The oldest events that share the first one's session and identity, at most batchMax. Events older than the ingest
   * accepts (a tab kept offline for days) are dropped first: one of them would have the whole batch refused.
   */
  function takeBatch(): AnalyticsEvent[] {
    const oldestAccepted = now() - ANALYTICS_MAX_AGE_MS + 60_000;
    while (queue.length > 0 && queue[0].atMs < oldestAccepted) queue.shift();
    if (queue.length === 0) return [];
    const first = queue[0];
    let count = 0;
    while (
      count < queue.length &&
      count < limits.batchMax &&
      queue[count].sessionId === first.sessionId &&
      queue[count].userId === first.userId
    ) {
      count += 1;
    }
    return queue.splice(0, count);
  }

  /** Data the ingest would refuse (too large, not JSON) is replaced, so that one event cannot sink its batch. */
  function acceptedData(data: Record<string, unknown>): Record<string, unknown> {
    try {
      const json = JSON.stringify(data);
      return new TextEncoder().encode(json).length <= ANALYTICS_DATA_MAX_BYTES
        ? (JSON.parse(json) as Record<string, unknown>)
        : { truncated: true };
    } catch {
      return { unserializable: true };
    }
  }

  const toBatch = (events: AnalyticsEvent[]): AnalyticsBatch => ({
    session_id: events[0].sessionId,
    user_id: events[0].userId,
    events: events.map((event) => ({ name: event.name, data: event.data, at_ms: event.atMs })),
  });

  /** Puts an undelivered batch back in front, still within the queue's bound. */
  function requeue(events: AnalyticsEvent[]) {
    queue.unshift(...events);
    if (queue.length > limits.queueMax) queue.splice(0, queue.length - limits.queueMax);
  }

  /** Sends batches until the queue is empty or one is not delivered; a flush asked for meanwhile joins this one. */
  function flush(): Promise<void> {
    inFlight ??= drain().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const events = takeBatch();
      if (events.length === 0) return;
      let delivered = false;
      try {
        delivered = await options.send(toBatch(events), false);
      } catch {
        delivered = false;
      }
      if (!delivered) {
        requeue(events);
        return;
      }
    }
  }

  return {
    /** Queues an event; a name the ingest would refuse is a programming error, reported and not queued. */
    track(name: string, data: Record<string, unknown> = {}): AnalyticsEvent {
      const atMs = now();
      const event = { name, data: acceptedData(data), atMs, sessionId: currentSessionId(atMs), userId };
      if (!ANALYTICS_EVENT_NAME.test(name)) {
        console.warn('analytics: event name refused', name);
        return event;
      }
      queue.push(event);
      if (queue.length > limits.queueMax) queue.shift();
      if (queue.length >= limits.flushAt) void flush();
      return event;
    },
    flush,
    /**
     * The page is hidden or going away: everything queued goes out by beacon at once. A batch the browser refuses comes
     * back to the queue, for the next flush should the page only have been hidden.
     */
    flushOnLeave() {
      const batches: AnalyticsEvent[][] = [];
      for (let events = takeBatch(); events.length > 0; events = takeBatch()) batches.push(events);
      for (const events of batches) {
        const putBack = () => requeue(events);
        try {
          void Promise.resolve(options.send(toBatch(events), true)).then((delivered) => {
            if (!delivered) putBack();
          }, putBack);
        } catch {
          putBack();
        }
      }
    },
    setIdentity(id: number | null) {
      if (id === userId) return;
      const loggedOut = userId !== null && id === null;
      userId = id;
      if (loggedOut) session = { id: newSessionId(), startedAtMs: now(), lastEventAtMs: now() };
    },
    get identity() {
      return userId;
    },
    get sessionId() {
      return session.id;
    },
    queued(): readonly AnalyticsEvent[] {
      return queue;
    },
    start() {
      timer ??= setInterval(() => void flush(), limits.flushIntervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
