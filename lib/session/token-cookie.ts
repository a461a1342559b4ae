import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '@/lib/cookies';

const DAY_S = 86400;
const TOKEN_EXPIRES_DAYS = (COOKIE_MAX_AGE_S[COOKIE_NAMES.token] ?? 30 * DAY_S) / DAY_S;

/**
 * What every cookie the browser writes carries: the whole site, Lax (sent on top-level navigations from other
 * sites, not on their subrequests), and Secure whenever the page itself is on https.
 */
export function cookieAttributes(protocol: string = window.location.protocol): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}

/**
 * The access token lives in the `token` cookie for 30 days (spec section 4). JavaScript writes and reads it:
 * the client loads the user from it and sends it as the Bearer header (docs/decisions.md, "The token cookie").
 */
export function readToken(): string | null {
  return Cookies.get(COOKIE_NAMES.token) || null;
}

export function writeToken(token: string): void {
  Cookies.set(COOKIE_NAMES.token, token, { ...cookieAttributes(), expires: TOKEN_EXPIRES_DAYS });
}

export function removeToken(): void {
  Cookies.remove(COOKIE_NAMES.token, { path: '/' });
}

/** Stores a query value in its cookie only when the cookie is empty (spec section 5: pr and simple_auth). */
export function storeCookieIfEmpty(name: string, value: string | null, maxAgeS?: number): void {
  if (!value || Cookies.get(name)) return;
  Cookies.set(name, value, { ...cookieAttributes(), ...(maxAgeS ? { expires: maxAgeS / DAY_S } : {}) });
}

export function readCookie(name: string): string | null {
  return Cookies.get(name) || null;
}
