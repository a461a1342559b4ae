/**
 * The service worker, on the Serwist runtime, bundled by `serwist build` (serwist.config.js) into public/sw.js after
 * `next build`: the precache manifest replaces `self.__SW_MANIFEST` and the build id `__PWA_BUILD_ID__`.
 * lib/pwa/worker-routes.ts decides what is cached how; nothing else is routed, so the rest goes to the network.
 */
import { CacheFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { pickOfflineLocale } from '@/lib/pwa/offline-locale';
import { appShellRoutes, offlineFallbackEntries } from '@/lib/pwa/offline-fallbacks';
import { BACKGROUND_SYNC_TAG, buildIdOf, latestBuildUrl } from '@/lib/pwa/pwa-paths';
import { mayStoreResponse, routeWorkerRequest, type WorkerRoute } from '@/lib/pwa/worker-routes';
import { readWorkerSettings, type WorkerSettings } from '@/lib/pwa/worker-settings-db';

declare const __PWA_BUILD_ID__: string;

/** The parts of the service worker scope used here (the DOM lib this project compiles with has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  navigator: { languages?: readonly string[]; language?: string };
  registration: { update(): Promise<unknown> };
  clients: { matchAll(options?: { type?: string }): Promise<WorkerClient[]> };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync' | 'periodicsync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

const RUNTIME = `pwa-static-${__PWA_BUILD_ID__}`;
let settings: Partial<WorkerSettings> = {};

async function loadSettings() {
  settings = await readWorkerSettings().catch(() => settings);
}

function routeIs(route: WorkerRoute) {
  return ({ request }: { request: Request }) =>
    routeWorkerRequest(request, { self: self.location.origin, apiBaseUrl: settings.apiBaseUrl }) === route;
}

/** Only complete same-origin 200s without Set-Cookie go into the runtime cache. */
const storeOnlySafeResponses: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayStoreResponse(response) ? response : null),
};

const serwist = new Serwist({
  precacheEntries: [...(self.__SW_MANIFEST ?? []), ...appShellRoutes(__PWA_BUILD_ID__)],
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Pages carry the visitor's session and balance: always the network, never a cache.
    { matcher: routeIs('navigation'), handler: new NetworkOnly() },
    { matcher: routeIs('cache-first'), handler: new CacheFirst({ cacheName: RUNTIME, plugins: [storeOnlySafeResponses] }) },
  ],
  fallbacks: {
    entries: offlineFallbackEntries((request) =>
      pickOfflineLocale({
        pathname: new URL(request.url).pathname,
        storedLocale: settings.locale,
        languages: self.navigator.languages ?? [self.navigator.language ?? ''],
      }),
    ),
  },
});

/** The home-made worker's caches and older builds' runtime caches go when this worker activates. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('pwa-') && name !== RUNTIME).map((name) => caches.delete(name)));
      await loadSettings();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'pwa:settings') void loadSettings();
});

/** Precached files the browser evicted are fetched again under their precache key. */
async function recacheEvictedAppShell() {
  const cache = await caches.open(serwist.precacheStrategy.cacheName);
  await Promise.all(
    [...serwist.getUrlsToPrecacheKeys().values()].map(async (cacheKey) => {
      if (await cache.match(cacheKey)) return;
      const response = await fetch(cacheKey, { cache: 'reload' });
      if (mayStoreResponse(response)) await cache.put(cacheKey, response);
    }),
  );
}

/**
 * Background sync `sync-data` (on reconnect, and every 10 minutes where periodic sync is allowed): asks the server
 * for the latest build; a new one updates the worker and tells the open pages, else the evicted app shell is cached
 * again.
 */
async function syncData() {
  await loadSettings();
  const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
  const buildId = buildIdOf(await response.json());
  if (buildId && buildId !== __PWA_BUILD_ID__) {
    await self.registration.update();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'pwa:build', buildId });
    return;
  }
  await recacheEvictedAppShell();
}

function onSync(event: SyncEvent) {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(syncData());
}
self.addEventListener('sync', onSync);
self.addEventListener('periodicsync', onSync);

void loadSettings();
serwist.addEventListeners();
