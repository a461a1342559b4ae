'use client';

import { useEffect, useState } from 'react';

/**
 * False in the server's render, during hydration and until the browser is next idle (at most `timeoutMs` later):
 * for parts below or beside a page's first screen whose code can wait until the page has become interactive.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
