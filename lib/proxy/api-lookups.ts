import { TtlCache } from '../ttl-cache';
import { REDIRECT_LOOKUP_PATH, REDIRECT_STATUSES, type RedirectRule, type RedirectStatus } from '../redirects';
import { defaultMirrorData, MIRROR_PATHS, mirrorDataSchema, type MirrorData } from '../mirrors/contract';
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

/**
 * The mirror data of a host (`hostname[:port]` as in Host) for a page on `scheme`, cached per host with a short TTL.
 * Any failure answers the defaults (no SSO, no metas), which are not cached.
 */
export function createMirrorLookup({ apiBaseUrl, ttlMs, timeoutMs, fetchImpl = fetch, onError }: LookupOptions) {
  const cache = new TtlCache<MirrorData>(ttlMs, 1_000);
  return async function lookupMirror(host: string, scheme: 'http' | 'https'): Promise<MirrorData> {
    const key = `${scheme}://${host.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const hostname = host.toLowerCase().replace(/:\d+$/, '');
    try {
      const url = new URL(MIRROR_PATHS.current, apiBaseUrl);
      url.searchParams.set('host', host);
      url.searchParams.set('scheme', scheme);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        onError?.('mirror lookup', `status ${response.status}`);
        return defaultMirrorData(hostname);
      }
      const parsed = mirrorDataSchema.safeParse(((await response.json()) as { data?: unknown }).data);
      if (!parsed.success) {
        onError?.('mirror lookup', 'unexpected reply');
        return defaultMirrorData(hostname);
      }
      cache.set(key, parsed.data);
      return parsed.data;
    } catch (error) {
      onError?.('mirror lookup', error);
      return defaultMirrorData(hostname);
    }
  };
}

/** PUT /api/v2/tracking/events from the web server (the proxy's ssoAvailabilityCreate), for the visitor's address. */
export function createSsoTracker({ apiBaseUrl, timeoutMs, fetchImpl = fetch, onError }: Omit<LookupOptions, 'ttlMs'>) {
  return async function trackSso(
    event: { name: string; data: { session_id: string; mirror?: string } },
    clientIp: string | null,
  ): Promise<void> {
    try {
      const response = await fetchImpl(new URL(MIRROR_PATHS.tracking, apiBaseUrl), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) onError?.('sso tracking', `status ${response.status} ${await response.text().catch(() => '')}`);
    } catch (error) {
      onError?.('sso tracking', error);
    }
  };
}
