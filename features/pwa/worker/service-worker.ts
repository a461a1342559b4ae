/**
 * The service worker, bundled by scripts/build-pwa.mjs into public/sw.js after `next build`, which fills in the build
 * id and the app shell to precache. Plain Service Worker API; lib/pwa/worker-routes.ts decides what is cached how.
 */
import { DEFAULT_LOCALE_CODE } from '@/lib/locales';
import { pickOfflineLocale } from '@/lib/pwa/offline-locale';
import { BACKGROUND_SYNC_TAG, buildIdOf, latestBuildUrl, offlinePagePath } from '@/lib/pwa/pwa-paths';
import { mayStoreResponse, routeWorkerRequest } from '@/lib/pwa/worker-routes';
import { readWorkerSettings, type WorkerSettings } from '@/lib/pwa/worker-settings-db';

declare const __PWA_BUILD_ID__: string;
declare const __PWA_PRECACHE__: string[];

/** The parts of the service worker scope used here (the DOM lib this project compiles with has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  navigator: { languages?: readonly string[]; language?: string };
  registration: { update(): Promise<unknown> };
  clients: { claim(): Promise<void>; matchAll(options?: { type?: string }): Promise<WorkerClient[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync' | 'periodicsync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PRECACHE = `pwa-precache-${__PWA_BUILD_ID__}`;
const RUNTIME = `pwa-static-${__PWA_BUILD_ID__}`;
let settings: Partial<WorkerSettings> = {};

async function loadSettings() {
  settings = await readWorkerSettings().catch(() => settings);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(__PWA_PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('pwa-') && name !== PRECACHE && name !== RUNTIME).map((name) => caches.delete(name)),
      );
      await loadSettings();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'pwa:settings') void loadSettings();
});

async function offlinePage(request: Request): Promise<Response> {
  await loadSettings();
  const locale = pickOfflineLocale({
    pathname: new URL(request.url).pathname,
    storedLocale: settings.locale,
    languages: worker.navigator.languages ?? [worker.navigator.language ?? ''],
  });
  const page = (await caches.match(offlinePagePath(locale))) ?? (await caches.match(offlinePagePath(DEFAULT_LOCALE_CODE)));
  return page ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function networkFirstNavigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(request);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (mayStoreResponse(response)) {
    const copy = response.clone();
    void caches.open(RUNTIME).then((cache) => cache.put(request, copy));
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const route = routeWorkerRequest(event.request, { self: worker.location.origin, apiBaseUrl: settings.apiBaseUrl });
  if (route === 'navigation') event.respondWith(networkFirstNavigation(event.request));
  else if (route === 'cache-first') event.respondWith(cacheFirst(event.request));
});

/**
 * Background sync `sync-data` (on reconnect, and every 10 minutes where periodic sync is allowed): asks the server
 * for the latest build; a new one updates the worker and tells the open pages, and the app shell is cached again
 * where the browser evicted parts of it.
 */
async function syncData() {
  await loadSettings();
  const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
  const buildId = buildIdOf(await response.json());
  if (buildId && buildId !== __PWA_BUILD_ID__) {
    await worker.registration.update();
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'pwa:build', buildId });
    return;
  }
  const cache = await caches.open(PRECACHE);
  const missing = (await Promise.all(__PWA_PRECACHE__.map(async (url) => ((await cache.match(url)) ? null : url)))).filter(
    (url): url is string => url !== null,
  );
  if (missing.length > 0) await cache.addAll(missing);
}

function onSync(event: SyncEvent) {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(syncData());
}
worker.addEventListener('sync', onSync);
worker.addEventListener('periodicsync', onSync);
