/**
 * The route-redirect lookup contract shared by the web's proxy and the api.
 * GET /api/v1/redirects/lookup?path=/casino -> { data: { target, status } } or { data: null }.
 */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type RedirectRule = { target: string; status: RedirectStatus };

export const REDIRECT_LOOKUP_PATH = '/api/v1/redirects/lookup';

const LOCALE_PREFIX = /^\/(ru|kz|en)(?=\/|$)/i;

/**
 * The form paths are stored and compared in: no query or fragment, no locale prefix, no trailing slash,
 * no repeated slashes. Case is kept: paths are case-sensitive.
 */
export function normalizeRedirectPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/{2,}/g, '/');
  const withoutLocale = bare.replace(LOCALE_PREFIX, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
