import { NextResponse, type NextRequest } from 'next/server';
import { resolveApiBaseUrl } from '../api/api-base-url';
import { COOKIE_NAMES } from '../cookies';
import { normalizeRedirectPath, type RedirectRule } from '../redirects';
import { isKnownRoute } from '../routes';
import { buildContentSecurityPolicy, createNonce, CSP_HEADER } from '../security-headers';
import { clientIpOf } from './client-ip';
import { splitLocalePrefix, withLocalePrefix } from './locale-path';
import { NOT_FOUND_PAGE_PATH, ORIGINAL_PATH_HEADER, rewrittenLocaleOf } from './not-found-rewrite';
import { decideRedirect } from './redirect-rule';
import { decideRegionGate, NO_ACCESS_PATH, overrideToStore, type GeoAnswer } from './region-gate';
import { forwardRequestHeaders } from './request-headers';
import { decideSsoHandoff, handoffLocation, isDocumentRequest, requestedUrl } from './sso-handoff';
import { COOKIE_MAX_AGE_S } from '../cookies';
import { defaultMirrorData, SSO_ROUTES, type MirrorData } from '../mirrors/contract';
import { randomSsoId } from '../sso/mirror-url';

const NEXT_INTL_LOCALE_HEADER = 'x-next-intl-locale';

export interface ProxyDeps {
  /** next-intl's locale routing (injected: lib/ does not import the app's i18n set-up). */
  intl: (request: NextRequest) => NextResponse;
  locales: readonly string[];
  lookupGeo: (ip: string | null) => Promise<GeoAnswer>;
  lookupRedirect: (path: string) => Promise<RedirectRule | null>;
  isDevelopment: boolean;
  configuredApiUrl: string;
  trustedProxyHops: number;
  captcha: { hcaptcha: boolean; recaptcha: boolean };
  /** CASINO_FRAME_ORIGINS; null: the api's public origin (the sandbox aggregator's games are served there). */
  casinoFrameOrigins: readonly string[] | null;
  /** The support chat provider's origins (lib/security-headers.ts); empty without a provider. */
  supportChatOrigins?: readonly string[];
  nonce?: () => string;
  /** The mirror data of the request's host (lib/proxy/api-lookups.ts); none: every host is an unknown one. */
  lookupMirror?: (host: string, scheme: 'http' | 'https') => Promise<MirrorData>;
  /** Stores the ssoAvailabilityCreate event of a hand-off (PUT /api/v2/tracking/events). */
  trackSso?: (event: { name: 'ssoAvailabilityCreate'; data: { session_id: string } }, clientIp: string | null) => Promise<void>;
  /** SSO session ids and nonces (tests fix them). */
  ssoId?: () => string;
}

/**
 * The proxy: a thin dispatcher over lib/ rules, in this order: route redirects, the region gate,
 * the SSO hand-off (lib/proxy/sso-handoff.ts), next-intl's locale routing,
 * and the 404 for paths that are no product route. Every answer carries a CSP with a fresh nonce, which
 * the rendered page gets too (Next reads the nonce from the request's CSP header and puts it on its scripts).
 */
export function createProxy(deps: ProxyDeps) {
  const { intl, locales, lookupGeo, lookupRedirect, trustedProxyHops, nonce = createNonce } = deps;

  function contentSecurityPolicy(request: NextRequest): string {
    const { protocol, hostname } = request.nextUrl;
    const apiBase = resolveApiBaseUrl({
      configuredUrl: deps.configuredApiUrl,
      isDevelopment: deps.isDevelopment,
      location: { protocol, hostname },
    });
    const apiOrigin = new URL(apiBase).origin;
    return buildContentSecurityPolicy({
      nonce: nonce(),
      isDevelopment: deps.isDevelopment,
      apiOrigins: [apiOrigin],
      gameFrameOrigins: deps.casinoFrameOrigins ?? [apiOrigin],
      supportChatOrigins: deps.supportChatOrigins,
      // The mirror check loads a pixel from every mirror, on the page's own scheme; the list of mirrors is the api's.
      imageSources: [protocol],
      ...deps.captcha,
    });
  }

  /** Locale routing for product paths; anything else is rewritten to the localized 404 page with status 404. */
  function routeOrNotFound(request: NextRequest, csp: string): NextResponse {
    const routed = intl(request);
    const { pathname } = request.nextUrl;
    if (isKnownRoute(splitLocalePrefix(pathname).path)) return forwardRequestHeaders(routed, request, { [CSP_HEADER]: csp });
    const locale = rewrittenLocaleOf(routed.headers.get('x-middleware-rewrite'), locales);
    if (!locale) return forwardRequestHeaders(routed, request, { [CSP_HEADER]: csp });
    const headers = new Headers(request.headers);
    headers.set(ORIGINAL_PATH_HEADER, pathname);
    headers.set(CSP_HEADER, csp);
    // next-intl's own rewrite carries the locale in this header; ours must too, or a 404 status render (which does not
    // see the layout's setRequestLocale) falls back to English.
    headers.set(NEXT_INTL_LOCALE_HEADER, locale);
    const notFound = NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE_PATH}`, request.url), { status: 404, request: { headers } });
    for (const cookie of routed.cookies.getAll()) notFound.cookies.set(cookie);
    return notFound;
  }

  /** Spec section 4's hand-off to the SSO home: the flag, the session id and the nonce are set on this mirror. */
  async function ssoHandoff(request: NextRequest): Promise<NextResponse | null> {
    if (!deps.lookupMirror) return null;
    const current = new URL(requestedUrl(request.headers, request.nextUrl));
    const scheme = current.protocol === 'https:' ? 'https' : 'http';
    const decision = decideSsoHandoff({
      mirror: await deps.lookupMirror(current.host, scheme).catch(() => defaultMirrorData(current.hostname)),
      method: request.method,
      isDocument: isDocumentRequest(request.headers),
      cookies: request.cookies,
      searchParams: request.nextUrl.searchParams,
      userAgent: request.headers.get('user-agent'),
      isDevelopment: deps.isDevelopment,
    });
    if (decision.kind === 'none') return null;
    const newId = deps.ssoId ?? randomSsoId;
    const sessionId = newId();
    const ssoNonce = newId();
    await deps.trackSso?.(
      { name: 'ssoAvailabilityCreate', data: { session_id: sessionId } },
      clientIpOf(request.headers, trustedProxyHops),
    );
    // Through this mirror's own /sso/leave (lib/sso/sso-routes.ts): Next would make a redirect to a home on its own host relative.
    const leave = new URL(SSO_ROUTES.leave, current.origin);
    for (const [name, value] of new URL(handoffLocation(decision.ssoLink, current.toString(), sessionId, ssoNonce)).searchParams) {
      leave.searchParams.set(name, value);
    }
    const response = NextResponse.redirect(leave, 307);
    const cookie = (name: (typeof COOKIE_NAMES)['ssoRedirected' | 'ssoNonce' | 'ssoSessionId'], value: string, httpOnly: boolean) =>
      response.cookies.set(name, value, {
        path: '/',
        sameSite: 'lax',
        httpOnly,
        secure: scheme === 'https',
        maxAge: COOKIE_MAX_AGE_S[name],
      });
    cookie(COOKIE_NAMES.ssoRedirected, '1', false);
    cookie(COOKIE_NAMES.ssoNonce, ssoNonce, true);
    cookie(COOKIE_NAMES.ssoSessionId, sessionId, false);
    response.headers.set('referrer-policy', 'no-referrer');
    return response;
  }

  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search, searchParams } = request.nextUrl;
    const csp = contentSecurityPolicy(request);

    const redirect = decideRedirect(pathname, search, await lookupRedirect(normalizeRedirectPath(pathname)));
    if (redirect.kind === 'redirect') {
      const response = NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
      response.headers.set(CSP_HEADER, csp);
      return response;
    }

    const queryOverride = searchParams.get(COOKIE_NAMES.regionOverride);
    const gateInput = { pathname, queryOverride, cookieOverride: request.cookies.get(COOKIE_NAMES.regionOverride)?.value ?? null };
    let gate = decideRegionGate(gateInput);
    if (gate.kind === 'needs-geo') gate = decideRegionGate(gateInput, await lookupGeo(clientIpOf(request.headers, trustedProxyHops)));

    if (gate.kind !== 'no-access') {
      const handoff = await ssoHandoff(request);
      if (handoff) {
        handoff.headers.set(CSP_HEADER, csp);
        return handoff;
      }
    }

    const response =
      gate.kind === 'no-access'
        ? NextResponse.redirect(new URL(withLocalePrefix(splitLocalePrefix(pathname).prefix, NO_ACCESS_PATH), request.url), 307)
        : routeOrNotFound(request, csp);
    response.headers.set(CSP_HEADER, csp);

    const toStore = overrideToStore(queryOverride);
    if (toStore) response.cookies.set(COOKIE_NAMES.regionOverride, toStore, { path: '/', sameSite: 'lax' });
    return response;
  };
}
