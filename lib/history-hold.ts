/**
 * After a navigation from another site Chrome keeps showing the old page until the new one paints content ("paint
 * holding"). When the page writes a history entry before that first frame is shown (Next's router replaces the
 * current entry as it hydrates), Chrome goes on holding until its timeout: measured with Lighthouse on home, the first
 * frame then came about 1.3 s after the navigation instead of 0.2-0.3 s, in 7 of 16 loads; with the writes held until
 * the first contentful paint, in none of 12. So the writes made before that paint wait for it, in order, at most
 * `timeoutMs` (a hidden tab reports no paint).
 */

type HistoryWrite = 'pushState' | 'replaceState';
type HistoryWriteArgs = [data: unknown, unused: string, url?: string | URL | null];

export type HistoryHoldWindow = {
  history: History;
  PerformanceObserver?: typeof PerformanceObserver;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

const HELD = Symbol.for('kazino.historyHold');

function isRouterWrite(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { __NA?: unknown }).__NA === true;
}

/**
 * Holds the router's own writes (state marked `__NA`) until the first contentful paint or `timeoutMs`. Any other
 * write releases the held ones first; if it passes the state it read while they were held, it gets theirs instead,
 * so a script that keeps the current state (`replaceState(history.state, '', url)`) keeps the router's.
 */
export function holdHistoryWritesUntilFirstPaint(win: HistoryHoldWindow, timeoutMs = 2000): void {
  const history = win.history as History & { [HELD]?: true };
  if (history[HELD] || typeof win.PerformanceObserver !== 'function') return;
  history[HELD] = true;
  const write = { pushState: history.pushState.bind(history), replaceState: history.replaceState.bind(history) };
  let queue: Array<[HistoryWrite, HistoryWriteArgs]> | null = [];
  let stateBeforeHold: unknown;

  const release = () => {
    const held = queue;
    queue = null;
    for (const [kind, args] of held ?? []) write[kind](...args);
  };

  for (const kind of ['pushState', 'replaceState'] as const) {
    history[kind] = (...args: HistoryWriteArgs) => {
      if (queue && isRouterWrite(args[0])) {
        if (queue.length === 0) stateBeforeHold = history.state;
        queue.push([kind, args]);
        return;
      }
      if (queue) {
        const hadWrites = queue.length > 0;
        release();
        if (hadWrites && args[0] === stateBeforeHold) args[0] = history.state;
      }
      write[kind](...args);
    };
  }

  try {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      release();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    release();
    return;
  }
  win.setTimeout(release, timeoutMs);
}
