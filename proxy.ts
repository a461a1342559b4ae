import createIntlMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { webEnv } from './lib/config/web-env';
import { createGeoLookup, createMirrorLookup, createRedirectLookup, createSsoTracker } from './lib/proxy/api-lookups';
import { createProxy } from './lib/proxy/create-proxy';

/** Wires the proxy's rules (lib/proxy/create-proxy.ts) to this process's configuration and the api. */
const logLookupError = (what: string, error: unknown) => console.warn(`[proxy] ${what} failed:`, String(error));
const lookupOptions = { apiBaseUrl: webEnv.API_INTERNAL_URL, timeoutMs: webEnv.API_TIMEOUT_MS, onError: logLookupError };

export default createProxy({
  intl: createIntlMiddleware(routing),
  locales: routing.locales,
  lookupGeo: createGeoLookup({ ...lookupOptions, ttlMs: webEnv.GEO_CACHE_TTL_MS }),
  lookupRedirect: createRedirectLookup({ ...lookupOptions, ttlMs: webEnv.REDIRECT_CACHE_TTL_MS }),
  lookupMirror: createMirrorLookup({ ...lookupOptions, ttlMs: webEnv.MIRROR_CACHE_TTL_MS }),
  trackSso: createSsoTracker(lookupOptions),
  isDevelopment: webEnv.NODE_ENV === 'development',
  configuredApiUrl: webEnv.NEXT_PUBLIC_API_URL,
  trustedProxyHops: webEnv.TRUSTED_PROXY_HOPS,
  casinoFrameOrigins: webEnv.CASINO_FRAME_ORIGINS,
  supportChatOrigins: webEnv.NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL ? [new URL(webEnv.NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL).origin] : [],
  captcha: { hcaptcha: !!webEnv.NEXT_PUBLIC_HCAPTCHA_SITE_KEY, recaptcha: !!webEnv.NEXT_PUBLIC_RECAPTCHA_SITE_KEY },
});

export const config = {
  // Everything but Next's own files, the analytics ingest (app/ingest), the service worker, the SSO route handlers and
  // files with an extension.
  matcher: ['/((?!_next|_vercel|ingest/|sw\\.js|sso/|.*\\..*).*)'],
};
