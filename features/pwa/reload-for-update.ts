import { STORAGE_KEYS } from '@/lib/cookies';
import { mayReloadForStaleChunk } from '@/lib/stale-chunk';

const reloadPage = () => window.location.reload();

/**
 * Reloads the page onto the new build, at most once per reload guard (10 s, shared with the stale-chunk reload), so
 * servers that answer with different builds cannot make the page reload in a loop. False when the guard holds.
 */
export function reloadForUpdate(reload: () => void = reloadPage, nowMs: number = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(STORAGE_KEYS.reloadGuard) ?? NaN);
  if (!mayReloadForStaleChunk(Number.isNaN(last) ? null : last, nowMs)) return false;
  sessionStorage.setItem(STORAGE_KEYS.reloadGuard, String(nowMs));
  reload();
  return true;
}
