import { clientIpOf } from '@/lib/proxy/client-ip';
import { ANALYTICS_API_PATH } from './ingest-contract';

/** Larger bodies are refused here, before the api is asked (the api refuses them too). */
const MAX_BODY_BYTES = 512 * 1024;

export interface ForwardOptions {
  apiBaseUrl: string;
  trustedProxyHops: number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/**
 * The web's /ingest/events: forwards a batch to the api's event store with the visitor's address (the hop our
 * proxies vouch for, as the proxy's geo lookup sends it), so the api's per-client limit counts visitors, not the web.
 */
export async function forwardIngest(request: Request, options: ForwardOptions): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return json(413, { message: 'The batch is too large.' });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return json(413, { message: 'The batch is too large.' });
  const ip = clientIpOf(request.headers, options.trustedProxyHops);
  try {
    const response = await (options.fetchImpl ?? fetch)(new URL(ANALYTICS_API_PATH, options.apiBaseUrl), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    return new Response(await response.text(), { status: response.status, headers });
  } catch {
    return json(502, { message: 'The event store did not answer.' });
  }
}
