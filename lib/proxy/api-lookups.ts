import { TtlCache } from '../ttl-cache';
import { REDIRECT_LOOKUP_PATH, REDIRECT_STATUSES, type RedirectRule, type RedirectStatus } from '../redirects';
import type { GeoAnswer } from './region-gate';

interface LookupOptions {
  apiBaseUrl: string;
  ttlMs: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  onError?: (what: string, error: unknown) => void;
}

/** `GET /geo_ip` for a visitor IP, cached per IP. Failures are reported and not cached. */
export function createGeoLookup({ apiBaseUrl, ttlMs, timeoutMs, fetchImpl = fetch, onError }: LookupOptions) {
  const cache = new TtlCache<GeoAnswer>(ttlMs);
  return async function lookupGeo(ip: string | null): Promise<GeoAnswer> {
    const key = ip ?? 'unknown';
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      const response = await fetchImpl(new URL('/geo_ip', apiBaseUrl), {
        headers: ip ? { 'x-forwarded-for': ip } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      let answer: GeoAnswer;
      if (response.status === 451) answer = { kind: 'restricted' };
      else if (response.ok) {
        const body = (await response.json()) as { data?: { country_code?: unknown } };
        const code = body.data?.country_code;
        answer = { kind: 'country', countryCode: typeof code === 'string' ? code : null };
      } else {
        onError?.('geo_ip', `status ${response.status}`);
        return { kind: 'unavailable' };
      }
      cache.set(key, answer);
      return answer;
    } catch (error) {
      onError?.('geo_ip', error);
      return { kind: 'unavailable' };
    }
  };
}

/** The route-redirect lookup by path (one api call), cached with a short TTL, misses included. */
export function createRedirectLookup({ apiBaseUrl, ttlMs, timeoutMs, fetchImpl = fetch, onError }: LookupOptions) {
  const cache = new TtlCache<RedirectRule | 'none'>(ttlMs);
  return async function lookupRedirect(path: string): Promise<RedirectRule | null> {
    const cached = cache.get(path);
    if (cached) return cached === 'none' ? null : cached;
    try {
      const url = new URL(REDIRECT_LOOKUP_PATH, apiBaseUrl);
      url.searchParams.set('path', path);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        onError?.('redirect lookup', `status ${response.status}`);
        return null;
      }
      const body = (await response.json()) as { data?: { target?: unknown; status?: unknown } | null };
      const data = body.data;
      const redirect =
        data && typeof data.target === 'string' && (REDIRECT_STATUSES as readonly number[]).includes(Number(data.status))
          ? { target: data.target, status: Number(data.status) as RedirectStatus }
          : null;
      cache.set(path, redirect ?? 'none');
      return redirect;
    } catch (error) {
      onError?.('redirect lookup', error);
      return null;
    }
  };
}
