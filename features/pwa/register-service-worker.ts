import { writeWorkerSettings, type WorkerSettings } from '@/lib/pwa/worker-settings-db';
import { BACKGROUND_SYNC_TAG, SERVICE_WORKER_URL } from '@/lib/pwa/pwa-paths';
import { TIMINGS } from '@/lib/timings';
import type { WorkerState } from './pwa-store';

/**
 * Background sync's registration surface (Chromium only): absent from the DOM lib, and typed as always there by
 * serwist's global declarations, so read through this view.
 */
interface BackgroundSyncSurface {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

interface RegisterOptions {
  settings: WorkerSettings;
  onState: (state: WorkerState) => void;
  onError: () => void;
  container?: ServiceWorkerContainer;
}

/** Sync `sync-data` every 10 minutes: periodic sync where the browser grants it, a one-off sync registration else. */
async function registerBackgroundSync(serviceWorker: ServiceWorkerRegistration): Promise<(() => void) | null> {
  const registration = serviceWorker as unknown as BackgroundSyncSurface;
  try {
    await registration.periodicSync?.register(BACKGROUND_SYNC_TAG, { minInterval: TIMINGS.workerBackgroundSyncMs });
    if (registration.periodicSync) return null;
  } catch {
    // periodic sync needs an installed app and permission; the one-off sync below stands in
  }
  if (!registration.sync) return null;
  const syncOnce = () => void registration.sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
  syncOnce();
  const timer = setInterval(syncOnce, TIMINGS.workerBackgroundSyncMs);
  return () => clearInterval(timer);
}

function watchActivation(registration: ServiceWorkerRegistration, onState: (state: WorkerState) => void) {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) return;
  if (worker.state === 'activated') {
    onState('activated');
    return;
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') onState('activated');
  });
}

/**
 * Registers /sw.js, stores the api base URL and the locale for it (IndexedDB), checks for a new worker every 20 s
 * and registers background sync. A failed registration calls onError (the registration-error flag). Returns a stop.
 */
export async function registerServiceWorker({
  settings,
  onState,
  onError,
  container = navigator.serviceWorker,
}: RegisterOptions): Promise<() => void> {
  onState('registering');
  let registration: ServiceWorkerRegistration;
  try {
    await writeWorkerSettings(settings).catch(() => undefined);
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    onError();
    return () => undefined;
  }
  onState('registered');
  watchActivation(registration, onState);
  registration.active?.postMessage({ type: 'pwa:settings' });
  const updateTimer = setInterval(() => void registration.update().catch(() => undefined), TIMINGS.serviceWorkerUpdateCheckMs);
  const stopSync = await registerBackgroundSync(registration);
  return () => {
    clearInterval(updateTimer);
    stopSync?.();
  };
}
