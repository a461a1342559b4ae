'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api/api-client';
import { captureAttribution } from '../lib/capture';

/** Runs the attribution capture once per page load (mounted in the shell, so on every page). */
export function AttributionCapture() {
  const searchParams = useSearchParams();
  useEffect(() => {
    void captureAttribution(new URLSearchParams(searchParams.toString()), {
      post: (path, body) => apiClient.post(path, body),
      logError: (message, error) => console.error(message, error),
      now: () => Date.now(),
      href: window.location.href,
    });
    // Once per page load; later query changes are navigation inside the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
