import { describe, expect, it } from 'vitest';
import { mayStoreResponse, routeWorkerRequest, type WorkerRequestFacts } from './worker-routes';

const SITE = 'https://www.casino.example';
const API = 'https://api.casino.example';
const origins = { self: SITE, apiBaseUrl: API };

function request(path: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}): WorkerRequestFacts {
  const url = /^https?:/.test(path) ? path : `${SITE}${path}`;
  return { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors', headers: new Headers(init.headers) };
}

describe('what the service worker does with a request', () => {
  it('never answers from or into a cache for the api: its origin, /api/*, a token, a balance', () => {
    expect(routeWorkerRequest(request(`${API}/user/balance`), origins)).toBe('bypass');
    expect(routeWorkerRequest(request(`${API}/auth/login`, { method: 'POST' }), origins)).toBe('bypass');
    expect(routeWorkerRequest(request(`${API}/profile`, { mode: 'navigate' }), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/api/balance'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/api'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/api/auth/token', { mode: 'navigate' }), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/_next/static/chunks/a.js', { headers: { Authorization: 'Bearer t' } }), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/', { mode: 'navigate', headers: { authorization: 'Bearer t' } }), origins)).toBe('bypass');
  });

  it('leaves any other origin alone, the api on its own origin included when the page stored none', () => {
    expect(routeWorkerRequest(request(`${API}/_next/static/x.js`), { self: SITE })).toBe('bypass');
    expect(routeWorkerRequest(request('https://cdn.example/_next/static/x.js'), origins)).toBe('bypass');
  });

  it('treats the stored api base as never cached even on the site origin', () => {
    expect(routeWorkerRequest(request('/_next/static/x.js'), { self: SITE, apiBaseUrl: `${SITE}/` })).toBe('bypass');
    expect(routeWorkerRequest(request('/_next/static/x.js'), { self: SITE, apiBaseUrl: 'not a url' })).toBe('cache-first');
  });

  it('sends page loads to the network with the offline page as fallback, never to a cache', () => {
    expect(routeWorkerRequest(request('/', { mode: 'navigate' }), origins)).toBe('navigation');
    expect(routeWorkerRequest(request('/ru/profile?tab=wallet', { mode: 'navigate' }), origins)).toBe('navigation');
    expect(routeWorkerRequest(request('/ru/profile', { mode: 'navigate', method: 'POST' }), origins)).toBe('bypass');
  });

  it('serves static files whose address changes with their content cache-first', () => {
    expect(routeWorkerRequest(request('/_next/static/chunks/0n-bdilyx6dny.js'), origins)).toBe('cache-first');
    expect(routeWorkerRequest(request('/_next/static/chunks/app.css'), origins)).toBe('cache-first');
    expect(routeWorkerRequest(request('/intl/ru.json?v=abc'), origins)).toBe('cache-first');
    expect(routeWorkerRequest(request('/icons/icon-192.png'), origins)).toBe('cache-first');
  });

  it('leaves server component payloads, the build poll, the worker itself and other addresses to the network', () => {
    expect(routeWorkerRequest(request('/ru/profile?_rsc=1x2'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/ru/profile', { headers: { RSC: '1' } }), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/builds/latest.json?t=123'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/sw.js'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/manifests/en.webmanifest'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/_next/image?url=%2Fa.png'), origins)).toBe('bypass');
    expect(routeWorkerRequest(request('/_next/static/chunks/a.js', { method: 'HEAD' }), origins)).toBe('bypass');
  });
});

describe('which answers the worker stores', () => {
  const answer = (init: Partial<{ ok: boolean; status: number; type: string; headers: Record<string, string> }>) => ({
    ok: init.ok ?? true,
    status: init.status ?? 200,
    type: init.type ?? 'basic',
    headers: new Headers(init.headers),
  });

  it('stores a complete same-origin answer only', () => {
    expect(mayStoreResponse(answer({}))).toBe(true);
    expect(mayStoreResponse(answer({ ok: false, status: 404 }))).toBe(false);
    expect(mayStoreResponse(answer({ status: 206 }))).toBe(false);
    expect(mayStoreResponse(answer({ type: 'opaque', ok: false, status: 0 }))).toBe(false);
    expect(mayStoreResponse(answer({ type: 'cors' }))).toBe(false);
    expect(mayStoreResponse(answer({ headers: { 'set-cookie': 'token=1' } }))).toBe(false);
  });
});
