'use client';

import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { fetchMirrorsToCheck, sendMirrorResults } from '../api/mirror-check-api';
import { probeImage } from '../lib/probe';
import { runMirrorCheck } from '../lib/run-mirror-check';
import { startMirrorCheckSchedule } from '../lib/schedule';

/** The browser's mirror check (spec section 4): runs on its schedule while the player is signed in; renders nothing. */
export function MirrorCheck() {
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = (callback: () => void) => {
      const listener = () => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    };
    return startMirrorCheckSchedule({
      run: () => runMirrorCheck({ fetchMirrors: fetchMirrorsToCheck, probe: (url) => probeImage(url), send: sendMirrorResults }),
      storage: window.localStorage,
      isVisible: () => document.visibilityState === 'visible',
      onVisible,
    });
  }, [signedIn]);
  return null;
}
