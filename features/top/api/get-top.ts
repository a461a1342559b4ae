import { webEnv } from '@/lib/config/web-env';
import { topReplySchema, type TopPeriod, type TopReply } from '@/lib/top/contract';

export interface TopRequest {
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/**
 * The top for a server render (GET /api/v2/top?period=): the api keeps it for half a minute, so the page asks every
 * time. Null when the api did not answer with one; the page then offers to try again.
 */
export async function getTop(period: TopPeriod, request: TopRequest = {}): Promise<TopReply | null> {
  const { apiBaseUrl = webEnv.API_INTERNAL_URL, timeoutMs = webEnv.API_TIMEOUT_MS } = request;
  try {
    const url = new URL('/api/v2/top', apiBaseUrl);
    url.searchParams.set('period', period);
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return topReplySchema.parse(await response.json());
  } catch (error) {
    console.warn(`[top] ${period} failed:`, String(error));
    return null;
  }
}
