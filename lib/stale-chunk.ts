import { TIMINGS } from './timings';

/** True for the errors a browser raises when a deploy removed the chunk the old page asks for. */
export function isStaleChunkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}

/**
 * Whether a stale-chunk error may reload the page: not if the last reload was less than the guard
 * (10 s) ago, so a broken deploy cannot loop the browser.
 */
export function mayReloadForStaleChunk(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs) || nowMs - lastReloadAtMs >= TIMINGS.reloadGuardMs;
}
