import { webEnv } from '@/lib/config/web-env';
import { createMirrorLookup } from '@/lib/proxy/api-lookups';
import { createSsoRoutes } from '@/lib/sso/sso-routes';

const onError = (what: string, error: unknown) => console.warn(`[sso] ${what} failed:`, String(error));

/** The SSO route handlers wired to this process's api (lib/sso/sso-routes.ts). */
export const ssoRoutes = createSsoRoutes({
  lookupMirror: createMirrorLookup({
    apiBaseUrl: webEnv.API_INTERNAL_URL,
    ttlMs: webEnv.MIRROR_CACHE_TTL_MS,
    timeoutMs: webEnv.API_TIMEOUT_MS,
    onError,
  }),
  apiBaseUrl: webEnv.API_INTERNAL_URL,
  timeoutMs: webEnv.API_TIMEOUT_MS,
  trustedProxyHops: webEnv.TRUSTED_PROXY_HOPS,
  onError,
});
