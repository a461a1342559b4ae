import { useSessionStore } from '@/lib/session/session-store';
import { createAnalyticsClient, type AnalyticsEvent } from './analytics-client';
import { sendBatch } from './send-batch';

export type { AnalyticsEvent } from './analytics-client';

/**
 * The analytics seam every feature reports to: one batching client per page (analytics-client.ts). Its identity
 * follows the session store, so a logout or a failed user load (spec section 4) clears it with the user. The
 * interval flush and the flush on pagehide start with startAnalytics (the shell's AnalyticsTracker).
 */
const client = createAnalyticsClient({ send: sendBatch });

useSessionStore.subscribe((state) => client.setIdentity(state.user ? state.user.id : null));

export function trackEvent(name: string, data: Record<string, unknown> = {}): AnalyticsEvent {
  return client.track(name, data);
}

export function getQueuedEvents(): readonly AnalyticsEvent[] {
  return client.queued();
}

/** Starts the 10 s flush and sends what is queued when the page is hidden or left; returns the stop. */
export function startAnalytics(): () => void {
  client.setIdentity(useSessionStore.getState().user?.id ?? null);
  client.start();
  const onPageHide = () => client.flushOnLeave();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') client.flushOnLeave();
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    client.stop();
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** The footer event the support-chat button sends (spec section 2). */
export const SUPPORT_CHAT_FOOTER_EVENT = { name: 'footer_click', data: { item: 'support_chat' } } as const;

/** The analytics identity: the signed-in user's id, read from the session (a logout clears it). */
export function getAnalyticsIdentity(): string | null {
  const user = useSessionStore.getState().user;
  return user ? String(user.id) : null;
}
