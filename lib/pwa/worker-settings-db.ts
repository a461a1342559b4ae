/**
 * The browser database the page and the service worker share (IndexedDB, the one store a worker can read): the
 * page writes the api base URL and its locale, the worker reads them (worker-routes.ts, offline-locale.ts).
 */
const DB_NAME = 'casino-pwa';
const STORE = 'settings';

export interface WorkerSettings {
  apiBaseUrl: string;
  locale: string;
}

function failure(error: DOMException | null): Error {
  return error ?? new Error('IndexedDB request failed');
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(failure(request.error));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(failure(transaction.error));
    transaction.onabort = () => reject(failure(transaction.error));
  });
}

export async function writeWorkerSettings(settings: WorkerSettings): Promise<void> {
  const db = await openDb();
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    for (const [key, value] of Object.entries(settings)) store.put(value, key);
    await done(transaction);
  } finally {
    db.close();
  }
}

export async function readWorkerSettings(): Promise<Partial<WorkerSettings>> {
  const db = await openDb();
  try {
    const transaction = db.transaction(STORE, 'readonly');
    const store = transaction.objectStore(STORE);
    const keys: (keyof WorkerSettings)[] = ['apiBaseUrl', 'locale'];
    const settings: Partial<WorkerSettings> = {};
    for (const key of keys) {
      const request = store.get(key);
      request.onsuccess = () => {
        if (typeof request.result === 'string') settings[key] = request.result;
      };
    }
    await done(transaction);
    return settings;
  } finally {
    db.close();
  }
}
