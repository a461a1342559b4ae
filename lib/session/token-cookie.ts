import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES } from '@/lib/cookies';

const DAY_S = 86400;
const TOKEN_EXPIRES_DAYS = (COOKIE_MAX_AGE_S[COOKIE_NAMES.token] ?? 30 * DAY_S) / DAY_S;

/** The access token lives in the `token` cookie for 30 days (spec section 4); small enough for the header bundle. */
export function readToken(): string | null {
  return Cookies.get(COOKIE_NAMES.token) || null;
}

export function writeToken(token: string): void {
  Cookies.set(COOKIE_NAMES.token, token, { expires: TOKEN_EXPIRES_DAYS, path: '/', sameSite: 'lax' });
}

export function removeToken(): void {
  Cookies.remove(COOKIE_NAMES.token, { path: '/' });
}

/** Stores a query value in its cookie only when the cookie is empty (spec section 5: pr and simple_auth). */
export function storeCookieIfEmpty(name: string, value: string | null, maxAgeS?: number): void {
  if (!value || Cookies.get(name)) return;
  Cookies.set(name, value, { path: '/', sameSite: 'lax', ...(maxAgeS ? { expires: maxAgeS / DAY_S } : {}) });
}

export function readCookie(name: string): string | null {
  return Cookies.get(name) || null;
}
