import { forwardIngest } from '@/lib/analytics/forward-ingest';
import { webEnv } from '@/lib/config/web-env';

export const dynamic = 'force-dynamic';

/** The analytics client's same-origin ingest path (outside the proxy's locale routing: see proxy.ts's matcher). */
export function POST(request: Request): Promise<Response> {
  return forwardIngest(request, {
    apiBaseUrl: webEnv.API_INTERNAL_URL,
    trustedProxyHops: webEnv.TRUSTED_PROXY_HOPS,
    timeoutMs: webEnv.API_TIMEOUT_MS,
  });
}
