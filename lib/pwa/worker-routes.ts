/**
 * What the service worker does with a request. It never stores what may carry a balance, a token or a page
 * rendered for one visitor:
 * - `bypass`: the worker does not answer; the browser fetches as if there were no worker (the api on its own
 *   origin, /api/*, anything with an Authorization header, anything but GET, the build poll, React Server
 *   Component payloads and every other same-origin address not listed below);
 * - `navigation`: a page load goes to the network, never to the cache; offline, the offline page answers;
 * - `cache-first`: files whose address changes with their content (/_next/static/*, the client messages
 *   under /intl/) and the icons.
 */
export type WorkerRoute = 'bypass' | 'navigation' | 'cache-first';

export interface WorkerRequestFacts {
  url: string;
  method: string;
  mode: string;
  /** Request headers the worker sees; only their names matter here. */
  headers: { has(name: string): boolean };
}

export interface WorkerOrigins {
  /** The site's own origin (the worker's scope). */
  self: string;
  /** The api base URL the page stored for the worker (lib/api/api-base-url.ts), when it has. */
  apiBaseUrl?: string | null;
}

const CACHE_FIRST_PREFIXES = ['/_next/static/', '/intl/', '/icons/'];
const NEVER_CACHED_PATHS = /^\/(api|builds)(\/|$)|^\/sw\.js$/;

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function routeWorkerRequest(request: WorkerRequestFacts, origins: WorkerOrigins): WorkerRoute {
  if (request.method !== 'GET') return 'bypass';
  if (request.headers.has('authorization') || request.headers.has('rsc')) return 'bypass';
  const url = new URL(request.url);
  if (url.origin !== origins.self || url.origin === originOf(origins.apiBaseUrl)) return 'bypass';
  if (NEVER_CACHED_PATHS.test(url.pathname)) return 'bypass';
  if (request.mode === 'navigate') return 'navigation';
  if (url.searchParams.has('_rsc')) return 'bypass';
  return CACHE_FIRST_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ? 'cache-first' : 'bypass';
}

/** Only a complete same-origin answer goes into a cache: no errors, no opaque or redirected replies. */
export function mayStoreResponse(response: {
  ok: boolean;
  status: number;
  type: string;
  headers: { has(name: string): boolean };
}): boolean {
  return response.ok && response.status === 200 && response.type === 'basic' && !response.headers.has('set-cookie');
}
