import { COOKIE_NAMES } from '../cookies';
import type { MirrorData } from '../mirrors/contract';

/** Crawlers, link previews and audit tools: they see the interface at once, never the SSO hand-off. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|preview|vkshare|whatsapp|telegram|yandex|lighthouse|pagespeed|validator|curl\/|wget\/|python-requests|httpclient/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent?.trim() || BOT_PATTERN.test(userAgent);
}

export type SsoHandoffInput = {
  mirror: MirrorData;
  method: string;
  /** Whether this is a page load (not a client-side navigation's data request or a prefetch). */
  isDocument: boolean;
  cookies: { get(name: string): { value: string } | undefined };
  searchParams: URLSearchParams;
  userAgent: string | null;
  isDevelopment: boolean;
};

export type SsoHandoffDecision = { kind: 'none' } | { kind: 'hand-off'; ssoLink: string };

/**
 * Spec section 4, single sign-on: a page load on a mirror with an SSO link, by a browser with no token, without
 * `no_sso`, not already sent (the flag, or a hand-off that came back empty a while ago), outside development and
 * not a bot, goes to the SSO home.
 */
export function decideSsoHandoff(input: SsoHandoffInput): SsoHandoffDecision {
  const { mirror, cookies } = input;
  if (!mirror.sso || input.isDevelopment || input.method !== 'GET' || !input.isDocument) return { kind: 'none' };
  if (cookies.get(COOKIE_NAMES.token)?.value) return { kind: 'none' };
  if (cookies.get(COOKIE_NAMES.ssoRedirected) || cookies.get(COOKIE_NAMES.ssoChecked)) return { kind: 'none' };
  if (input.searchParams.has('no_sso')) return { kind: 'none' };
  if (isBot(input.userAgent)) return { kind: 'none' };
  return { kind: 'hand-off', ssoLink: mirror.sso };
}

/** The SSO home's start URL: the page to come back to, the tracking session id and the browser's nonce. */
export function handoffLocation(ssoLink: string, currentUrl: string, sessionId: string, nonce: string): string {
  const url = new URL(ssoLink);
  url.searchParams.set('url', currentUrl);
  url.searchParams.set('sid', sessionId);
  url.searchParams.set('nonce', nonce);
  return url.toString();
}

/** Whether a request is a page load: Next's client navigations (RSC) and prefetches are not. */
export function isDocumentRequest(headers: Headers): boolean {
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-action')) return false;
  const mode = headers.get('sec-fetch-mode');
  return mode === null || mode === 'navigate';
}

/** The URL the browser asked for, with the host it used (mirrors share one web process). */
export function requestedUrl(headers: Headers, nextUrl: URL): string {
  const host = headers.get('host') ?? nextUrl.host;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || nextUrl.protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}${nextUrl.pathname}${nextUrl.search}`;
}
