'use client';

import { useCallback, useEffect } from 'react';
import { getProfile } from '@/lib/session/get-profile';
import { useSessionStore } from '@/lib/session/session-store';

/** How often the header's balance is asked again while a real-money game is open, should the game not say so itself. */
export const BALANCE_POLL_MS = 5_000;

/**
 * The header's balance lives in the session store (the user's profile), not in a query: refreshing it is loading the
 * profile again. A failed refresh changes nothing (the next one, or the api client's 401 queue, deals with it).
 */
export function useBalanceRefresh(polling: boolean): () => void {
  const refresh = useCallback(() => {
    getProfile().then(
      (user) => {
        if (useSessionStore.getState().status === 'authenticated') useSessionStore.getState().setUser(user);
      },
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(refresh, BALANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, refresh]);
  return refresh;
}
