import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { trackEvent } from './track-event';

afterEach(() => {
  useSessionStore.setState({ status: 'unknown', user: null });
});

describe('trackEvent', () => {
  it("tags events with the signed-in user's id and drops it, with the session, on logout", () => {
    useSessionStore.getState().setUser({ id: 7, currency: 'RUB', balance: 0, bonus_balance: 0, total_balance: 0 } satisfies User);
    const signedIn = trackEvent('page_view', { path: '/' });
    expect(signedIn.userId).toBe(7);
    useSessionStore.getState().setGuest();
    const loggedOut = trackEvent('page_view', { path: '/' });
    expect(loggedOut.userId).toBeNull();
    expect(loggedOut.sessionId).not.toBe(signedIn.sessionId);
  });
});
