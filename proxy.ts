import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isBot } from './lib/bots';
import { COOKIE_NAMES } from './lib/cookies';
import { webEnv } from './lib/config/web-env';
import { createGeoLookup, createRedirectLookup } from './lib/proxy/api-lookups';
import { clientIpOf } from './lib/proxy/client-ip';
import { splitLocalePrefix, withLocalePrefix } from './lib/proxy/locale-path';
import { normalizeRedirectPath } from './lib/redirects';
import { decideRedirect } from './lib/proxy/redirect-rule';
import { NOT_FOUND_PAGE_PATH, ORIGINAL_PATH_HEADER, rewrittenLocaleOf } from './lib/proxy/not-found-rewrite';
import { decideRegionGate, NO_ACCESS_PATH, overrideToStore } from './lib/proxy/region-gate';
import { isKnownRoute } from './lib/routes';

/**
 * The proxy is a thin dispatcher over lib/ rules, in this order: route redirects, the region gate,
 * (the SSO hand-off joins here, between the region gate and locale routing), next-intl's locale routing,
 * and the 404 for paths that are no product route.
 */
const intl = createIntlMiddleware(routing);
const logLookupError = (what: string, error: unknown) => console.warn(`[proxy] ${what} failed:`, String(error));
const lookupOptions = { apiBaseUrl: webEnv.API_INTERNAL_URL, timeoutMs: webEnv.API_TIMEOUT_MS, onError: logLookupError };
const lookupGeo = createGeoLookup({ ...lookupOptions, ttlMs: webEnv.GEO_CACHE_TTL_MS });
const lookupRedirect = createRedirectLookup({ ...lookupOptions, ttlMs: webEnv.REDIRECT_CACHE_TTL_MS });

export default async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;

  const redirect = decideRedirect(pathname, search, await lookupRedirect(normalizeRedirectPath(pathname)));
  if (redirect.kind === 'redirect') return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);

  const queryOverride = searchParams.get(COOKIE_NAMES.regionOverride);
  const gateInput = {
    pathname,
    isBot: isBot(request.headers.get('user-agent')),
    queryOverride,
    cookieOverride: request.cookies.get(COOKIE_NAMES.regionOverride)?.value ?? null,
  };
  let gate = decideRegionGate(gateInput);
  if (gate.kind === 'needs-geo') gate = decideRegionGate(gateInput, await lookupGeo(clientIpOf(request.headers)));

  const response =
    gate.kind === 'no-access'
      ? NextResponse.redirect(new URL(withLocalePrefix(splitLocalePrefix(pathname).prefix, NO_ACCESS_PATH), request.url), 307)
      : routeOrNotFound(request);

  const toStore = overrideToStore(queryOverride);
  if (toStore) response.cookies.set(COOKIE_NAMES.regionOverride, toStore, { path: '/', sameSite: 'lax' });
  return response;
}

/** Locale routing for product paths; anything else is rewritten to the localized 404 page with status 404. */
function routeOrNotFound(request: NextRequest): NextResponse {
  const routed = intl(request);
  const { pathname } = request.nextUrl;
  if (isKnownRoute(splitLocalePrefix(pathname).path)) return routed;
  const locale = rewrittenLocaleOf(routed.headers.get('x-middleware-rewrite'), routing.locales);
  if (!locale) return routed;
  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  const notFound = NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE_PATH}`, request.url), { status: 404, request: { headers } });
  for (const cookie of routed.cookies.getAll()) notFound.cookies.set(cookie);
  return notFound;
}

export const config = {
  // Everything but Next's own files, the service worker and files with an extension.
  matcher: ['/((?!_next|_vercel|sw\\.js|.*\\..*).*)'],
};
