'use client';

import { useEffect, useRef } from 'react';
import { buildIdOf, latestBuildUrl } from '@/lib/pwa/pwa-paths';
import { TIMINGS } from '@/lib/timings';

/** The id of the build the server runs now (GET /builds/latest.json?t=<timestamp>), or null when it did not answer. */
export async function fetchLatestBuildId(): Promise<string | null> {
  const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
  return response.ok ? buildIdOf(await response.json()) : null;
}

interface BuildUpdatePollOptions {
  /** The build that rendered this page; without it, the first answer of the poll is taken as this page's build. */
  currentBuildId: string | null;
  /** Called once, with the new id, when the server runs another build than this page's. */
  onUpdate: (buildId: string) => void;
  fetchBuildId?: () => Promise<string | null>;
  intervalMs?: number;
  enabled?: boolean;
}

/** Polls the server's build id every 20 s (spec section 9) and calls onUpdate once when it changes. */
export function useBuildUpdatePoll({
  currentBuildId,
  onUpdate,
  fetchBuildId = fetchLatestBuildId,
  intervalMs = TIMINGS.serviceWorkerUpdateCheckMs,
  enabled = true,
}: BuildUpdatePollOptions) {
  const onUpdateRef = useRef(onUpdate);
  useEffect(() => {
    onUpdateRef.current = onUpdate;
  });

  useEffect(() => {
    if (!enabled) return;
    let known = currentBuildId;
    let stopped = false;
    const check = async () => {
      const latest = await fetchBuildId().catch(() => null);
      if (stopped || latest === null) return;
      if (known === null) {
        known = latest;
        return;
      }
      if (latest === known) return;
      stopped = true;
      clearInterval(timer);
      onUpdateRef.current(latest);
    };
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [currentBuildId, fetchBuildId, intervalMs, enabled]);
}
