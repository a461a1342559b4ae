import type { LocaleCode } from '@/lib/locales';

/** The addresses the installable app uses; all of them have a dot, so proxy.ts leaves them alone. */
export const SERVICE_WORKER_URL = '/sw.js';
export const LATEST_BUILD_URL = '/builds/latest.json';
export const BACKGROUND_SYNC_TAG = 'sync-data';

export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function manifestPath(code: LocaleCode): string {
  return `/manifests/${code}.webmanifest`;
}

export function offlinePagePath(code: LocaleCode): string {
  return `/offline/${code}.html`;
}

/** The latest build's address with a timestamp, so no cache between the browser and the server answers it. */
export function latestBuildUrl(nowMs: number): string {
  return `${LATEST_BUILD_URL}?t=${nowMs}`;
}

/** The build id of a /builds/latest.json body, or null when the body is not one. */
export function buildIdOf(body: unknown): string | null {
  const id = (body as { buildId?: unknown } | null)?.buildId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
