import { STORAGE_KEYS } from '@/lib/cookies';
import { TIMINGS } from '@/lib/timings';

export type MirrorCheckScheduleDeps = {
  run: () => Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  isVisible: () => boolean;
  /** Calls back when the tab becomes visible; returns the unsubscribe. */
  onVisible: (callback: () => void) => () => void;
  now?: () => number;
  random?: () => number;
};

/**
 * Spec sections 4 and 9: the first check a random 10-55 s after start (or when the stored timestamp says, so a reload
 * does not restart the wait), then every 5 min; a check falls due only in a visible tab (a hidden one runs it when it
 * is shown again). The next due time is stored, so tabs of one browser share one schedule. Returns the stop.
 */
export function startMirrorCheckSchedule(deps: MirrorCheckScheduleDeps): () => void {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const { mirrorCheckFirstMinMs: minMs, mirrorCheckFirstMaxMs: maxMs, mirrorCheckIntervalMs: intervalMs } = TIMINGS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let waitingForVisible = false;

  const storedDue = (): number | null => {
    const value = Number(deps.storage.getItem(STORAGE_KEYS.mirrorCheckAt));
    return Number.isFinite(value) && value > 0 ? value : null;
  };

  function scheduleAt(dueMs: number): void {
    deps.storage.setItem(STORAGE_KEYS.mirrorCheckAt, String(dueMs));
    clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, dueMs - now()));
  }

  function fire(): void {
    if (stopped) return;
    const due = storedDue();
    // Another tab ran it and moved the schedule on.
    if (due !== null && due > now() + 1000) return scheduleAt(due);
    if (!deps.isVisible()) {
      waitingForVisible = true;
      return;
    }
    scheduleAt(now() + intervalMs);
    void deps.run().catch(() => undefined);
  }

  const unsubscribe = deps.onVisible(() => {
    if (!waitingForVisible || stopped) return;
    waitingForVisible = false;
    fire();
  });

  const due = storedDue();
  scheduleAt(due !== null && due - now() <= intervalMs ? due : now() + minMs + Math.floor(random() * (maxMs - minMs + 1)));

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
