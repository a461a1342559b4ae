'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { startAnalytics, trackEvent } from '@/lib/analytics/track-event';

/** Starts the analytics client's flushes for the page's life and sends a page view on each route change. */
export function AnalyticsTracker() {
  const pathname = usePathname();
  useEffect(() => startAnalytics(), []);
  useEffect(() => {
    if (pathname) trackEvent('page_view', { path: pathname });
  }, [pathname]);
  return null;
}
