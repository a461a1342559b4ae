import { useSessionStore } from '@/lib/session/session-store';
import { TIMINGS } from '@/lib/timings';

export interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  atMs: number;
}

/**
 * The analytics seam every feature reports to: events are queued in memory, bounded like the spec's client
 * queue, until the batching client of the analytics issue sends them to the ingest path.
 */
const queue: AnalyticsEvent[] = [];

export function trackEvent(name: string, data: Record<string, unknown> = {}): AnalyticsEvent {
  const event: AnalyticsEvent = { name, data, atMs: Date.now() };
  queue.push(event);
  if (queue.length > TIMINGS.analyticsQueueMaxEvents) queue.shift();
  return event;
}

export function getQueuedEvents(): readonly AnalyticsEvent[] {
  return queue;
}

/** The footer event the support-chat button sends (spec section 2). */
export const SUPPORT_CHAT_FOOTER_EVENT = { name: 'footer_click', data: { item: 'support_chat' } } as const;

/**
 * The analytics identity: the signed-in user's id, read from the session so that a logout or a failed user
 * load (spec section 4) clears it with the user.
 */
export function getAnalyticsIdentity(): string | null {
  const user = useSessionStore.getState().user;
  return user ? String(user.id) : null;
}
