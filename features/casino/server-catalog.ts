import { webEnv } from '@/lib/config/web-env';
import { catalogReplySchema, type CasinoCategory, type CatalogGame } from '@/lib/casino/contract';

export interface CatalogRequest {
  /** The visitor's X-Forwarded-For, so the api leaves out the games blocked in their country. */
  forwardedFor?: string | null;
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/**
 * The catalogue for a server render (GET /api/v2/games/catalog), never cached: the api filters it by the visitor's
 * country. Null when the api did not answer with one; the page then says so, or the browser asks again.
 */
export async function loadCatalog(category: CasinoCategory, request: CatalogRequest = {}): Promise<CatalogGame[] | null> {
  const { forwardedFor, apiBaseUrl = webEnv.API_INTERNAL_URL, timeoutMs = webEnv.API_TIMEOUT_MS } = request;
  try {
    const url = new URL('/api/v2/games/catalog', apiBaseUrl);
    url.searchParams.set('category', category);
    const response = await fetch(url, {
      headers: { Accept: 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return catalogReplySchema.parse(await response.json()).data;
  } catch (error) {
    console.warn(`[casino] catalogue (${category}) failed:`, String(error));
    return null;
  }
}
