import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '../cookies';
import { MIRROR_PATHS, SSO_ID_PATTERN, SSO_ROUTES, type MirrorData } from '../mirrors/contract';
import { clientIpOf } from '../proxy/client-ip';
import { handoffLocation, requestedUrl } from '../proxy/sso-handoff';
import { parseMirrorUrl, randomSsoId } from './mirror-url';

export type SsoRouteDeps = {
  lookupMirror: (host: string, scheme: 'http' | 'https') => Promise<MirrorData>;
  apiBaseUrl: string;
  timeoutMs: number;
  trustedProxyHops: number;
  fetchImpl?: typeof fetch;
  newId?: () => string;
  onError?: (what: string, error: unknown) => void;
};

type Scheme = 'http' | 'https';

/**
 * The SSO hand-off's web routes (docs/mirrors.md, "The hand-off"):
 * - leave (on the mirror the proxy decided to hand off): sends the browser to this mirror's SSO home. The proxy
 *   cannot: Next turns a proxy redirect whose host equals the server's own (localhost, the dev SSO home) into a
 *   relative one, which would land on the mirror itself. The home is this host's mirror data's, never the query's;
 * - start (on the host holding the session, the SSO home for a mirror's visitor): asks the api for a single-use token
 *   for the target mirror and the starter's nonce, and sends the browser to the target's return route;
 * - return (on the target): exchanges the token with the nonce cookie set when the hand-off began for a session,
 *   sets the token cookie, and goes back to the page;
 * - pull (on the home, a login reply's SSO link): sets a nonce here and asks the mirror where the player just signed
 *   in to start a hand-off back to the home.
 * Each sends the browser only to configured mirrors (parseMirrorUrl).
 */
export function createSsoRoutes(deps: SsoRouteDeps) {
  const fetchImpl = deps.fetchImpl ?? fetch;
  const newId = deps.newId ?? randomSsoId;

  function here(request: NextRequest): { url: URL; scheme: Scheme } {
    const url = new URL(requestedUrl(request.headers, request.nextUrl));
    return { url, scheme: url.protocol === 'https:' ? 'https' : 'http' };
  }

  /** The configured mirrors among `raw`'s host: the lookup is per host, so a check is one cached call. */
  async function mirrorUrl(raw: string | null, scheme: Scheme): Promise<URL | null> {
    const candidate = parseMirrorUrl(raw, () => true);
    if (!candidate) return null;
    const data = await deps.lookupMirror(candidate.host, scheme).catch(() => null);
    return data?.known && !data.blocked ? parseMirrorUrl(raw, (hostname) => hostname === data.hostname) : null;
  }

  async function callApi(path: string, body: object, request: NextRequest, token?: string): Promise<Response | null> {
    const ip = clientIpOf(request.headers, deps.trustedProxyHops);
    try {
      return await fetchImpl(new URL(path, deps.apiBaseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          'user-agent': request.headers.get('user-agent') ?? '',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
    } catch (error) {
      deps.onError?.(path, error);
      return null;
    }
  }

  const refuse = () =>
    new NextResponse('This hand-off link is not valid.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  function redirect(location: string | URL): NextResponse {
    const response = NextResponse.redirect(location, 303);
    response.headers.set('referrer-policy', 'no-referrer');
    response.headers.set('cache-control', 'no-store');
    return response;
  }

  const cookieOptions = (name: keyof typeof COOKIE_MAX_AGE_S, scheme: Scheme, httpOnly: boolean) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: scheme === 'https',
    httpOnly,
    maxAge: COOKIE_MAX_AGE_S[name],
  });

  async function leave(request: NextRequest): Promise<NextResponse> {
    const { url: current, scheme } = here(request);
    const params = request.nextUrl.searchParams;
    const page = await mirrorUrl(params.get('url'), scheme);
    const [sid, nonce] = [params.get('sid') ?? '', params.get('nonce') ?? ''];
    if (!page || page.hostname !== current.hostname || !SSO_ID_PATTERN.test(sid) || !SSO_ID_PATTERN.test(nonce)) return refuse();
    const mirror = await deps.lookupMirror(current.host, scheme).catch(() => null);
    if (!mirror?.sso) return redirect(page);
    return redirect(handoffLocation(mirror.sso, page.toString(), sid, nonce));
  }

  async function start(request: NextRequest): Promise<NextResponse> {
    const { scheme } = here(request);
    const params = request.nextUrl.searchParams;
    const back = await mirrorUrl(params.get('url'), scheme);
    const nonce = params.get('nonce');
    const sid = params.get('sid');
    if (!back) return refuse();
    // The SSO link followed with only a url (a 401 on the token refresh, spec section 4): back to the page, whose
    // proxy starts a proper hand-off now that the token is gone.
    if (nonce === null && !params.has('to')) return redirect(back);
    const target = params.has('to') ? await mirrorUrl(params.get('to'), scheme) : back;
    if (!target || !SSO_ID_PATTERN.test(nonce ?? '') || (sid !== null && !SSO_ID_PATTERN.test(sid))) return refuse();
    const returnUrl = new URL(SSO_ROUTES.return, target.origin);
    returnUrl.searchParams.set('url', back.toString());
    if (sid) returnUrl.searchParams.set('sid', sid);
    const session = request.cookies.get(COOKIE_NAMES.token)?.value;
    if (session) {
      const answer = await callApi(MIRROR_PATHS.handoff, { target_host: target.hostname, nonce: nonce! }, request, session);
      if (answer?.ok) {
        const { token } = (await answer.json()) as { token?: unknown };
        if (typeof token === 'string') returnUrl.searchParams.set('handoff', token);
      } else if (answer && answer.status !== 401) {
        deps.onError?.('sso hand-off', `status ${answer.status} ${await answer.text().catch(() => '')}`);
      }
    }
    return redirect(returnUrl);
  }

  async function finish(request: NextRequest): Promise<NextResponse> {
    const { url: current, scheme } = here(request);
    const params = request.nextUrl.searchParams;
    const back = (await mirrorUrl(params.get('url'), scheme)) ?? new URL('/', current.origin);
    const handoff = params.get('handoff');
    const nonce = request.cookies.get(COOKIE_NAMES.ssoNonce)?.value;
    let session: string | null = null;
    if (handoff && nonce) {
      const answer = await callApi(MIRROR_PATHS.exchange, { token: handoff, host: current.hostname, nonce }, request);
      if (answer?.ok) {
        const { token } = (await answer.json()) as { token?: unknown };
        if (typeof token === 'string') session = token;
      } else if (answer) {
        deps.onError?.('sso exchange', `status ${answer.status}`);
      }
    }
    const response = redirect(back);
    response.cookies.delete(COOKIE_NAMES.ssoRedirected);
    response.cookies.delete(COOKIE_NAMES.ssoNonce);
    if (session) {
      // JavaScript reads the token cookie (lib/session/token-cookie.ts), so it is not httpOnly.
      response.cookies.set(COOKIE_NAMES.token, session, cookieOptions(COOKIE_NAMES.token, scheme, false));
      response.cookies.delete(COOKIE_NAMES.ssoChecked);
    } else if (!request.cookies.get(COOKIE_NAMES.token)?.value) {
      response.cookies.set(COOKIE_NAMES.ssoChecked, '1', cookieOptions(COOKIE_NAMES.ssoChecked, scheme, false));
    }
    return response;
  }

  async function pull(request: NextRequest): Promise<NextResponse> {
    const { url: current, scheme } = here(request);
    const from = await mirrorUrl(request.nextUrl.searchParams.get('url'), scheme);
    if (!from) return refuse();
    if (from.hostname === current.hostname) return redirect(from);
    const nonce = newId();
    const startUrl = new URL(SSO_ROUTES.start, from.origin);
    startUrl.searchParams.set('url', from.toString());
    startUrl.searchParams.set('to', current.origin);
    startUrl.searchParams.set('nonce', nonce);
    const response = redirect(startUrl);
    response.cookies.set(COOKIE_NAMES.ssoNonce, nonce, cookieOptions(COOKIE_NAMES.ssoNonce, scheme, true));
    return response;
  }

  return { leave, start, finish, pull };
}
