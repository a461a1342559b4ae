import { STORAGE_KEYS } from '@/lib/cookies';
import { mayReloadForStaleChunk } from '@/lib/stale-chunk';

const assignLocation = (href: string) => window.location.assign(href);

/** Reloads the page at the target path once per guard window; returns false when the guard holds. */
export function reloadForStaleChunk(targetHref: string = window.location.href, navigate: (href: string) => void = assignLocation): boolean {
  const now = Date.now();
  const last = Number(sessionStorage.getItem(STORAGE_KEYS.reloadGuard) ?? NaN);
  if (!mayReloadForStaleChunk(Number.isNaN(last) ? null : last, now)) return false;
  sessionStorage.setItem(STORAGE_KEYS.reloadGuard, String(now));
  navigate(targetHref);
  return true;
}
