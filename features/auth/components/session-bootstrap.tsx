'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '@/lib/cookies';
import { useAfterAuthSteps } from '../hooks/use-after-auth-steps';
import { useSessionSeed } from '@/lib/session/session-seed';
import { useSessionStore } from '@/lib/session/session-store';
import { readCookie, readToken, storeCookieIfEmpty, writeToken } from '@/lib/session/token-cookie';

/**
 * Loads the session on the first render in the browser: the query's simple_auth goes to its cookie when empty
 * (pr and the other partner parameters are features/attribution's); a simpleAuthToken with the simpleAuth cookie runs the simple-auth login; otherwise a token
 * cookie loads the profile, unless the server already loaded it for this page (the session seed: it becomes the
 * store's user, and its fresh_token the stored token). The api client and its schemas are imported only when there
 * is work to do.
 */
export function SessionBootstrap() {
  const searchParams = useSearchParams();
  const seed = useSessionSeed();
  useAfterAuthSteps();

  useEffect(() => {
    storeCookieIfEmpty(COOKIE_NAMES.simpleAuth, searchParams.get('simple_auth'), COOKIE_MAX_AGE_S.simpleAuth);
    const simpleAuthToken = searchParams.get('simpleAuthToken');
    const store = useSessionStore.getState();
    if (simpleAuthToken && readCookie(COOKIE_NAMES.simpleAuth)) {
      store.setLoading();
      const url = new URL(window.location.href);
      url.searchParams.delete('simpleAuthToken');
      window.history.replaceState(window.history.state, '', url);
      import('../api/simple-auth')
        .then(({ loginBySimpleToken }) => loginBySimpleToken(simpleAuthToken))
        .catch(() => useSessionStore.getState().setGuest());
      return;
    }
    if (store.status !== 'unknown') return;
    if (!readToken()) {
      store.setGuest();
      return;
    }
    if (seed) {
      if (seed.fresh_token) writeToken(seed.fresh_token);
      store.setUser(seed);
      return;
    }
    store.setLoading();
    import('@/lib/session/get-profile').then(({ loadProfile }) => loadProfile()).catch(() => useSessionStore.getState().setGuest());
    // The session loads once per page load; later query changes are navigation inside the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
