import { TIMINGS } from '@/lib/timings';

export interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  atMs: number;
}

type Listener = (event: AnalyticsEvent) => void;

/**
 * The analytics seam: events are queued in memory (bounded like the spec's client queue) and handed to
 * listeners. The batching client that posts to the ingest path subscribes here in the analytics issue.
 */
const queue: AnalyticsEvent[] = [];
const listeners = new Set<Listener>();

export function trackEvent(name: string, data: Record<string, unknown> = {}): AnalyticsEvent {
  const event: AnalyticsEvent = { name, data, atMs: Date.now() };
  queue.push(event);
  if (queue.length > TIMINGS.analyticsQueueMaxEvents) queue.shift();
  for (const listener of listeners) listener(event);
  return event;
}

export function subscribeToAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getQueuedEvents(): readonly AnalyticsEvent[] {
  return queue;
}

/** The footer event the support-chat button sends (spec section 2). */
export const SUPPORT_CHAT_FOOTER_EVENT = { name: 'footer_click', data: { item: 'support_chat' } } as const;

/**
 * The analytics identity: the signed-in user's id attached to what the batching client sends. A logout or a
 * failed user load clears it (spec section 4).
 */
let identity: string | null = null;

export function setAnalyticsIdentity(userId: string | number): void {
  identity = String(userId);
}

export function clearAnalyticsIdentity(): void {
  identity = null;
}

export function getAnalyticsIdentity(): string | null {
  return identity;
}
