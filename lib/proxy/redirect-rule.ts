import type { RedirectRule, RedirectStatus } from '../redirects';
import { splitLocalePrefix, withLocalePrefix } from './locale-path';

export type RedirectDecision = { kind: 'none' } | { kind: 'redirect'; location: string; status: RedirectStatus };

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Spec section 2: an absolute URL result navigates there; otherwise an internal redirect to the target
 * path in the visitor's locale. A target equal to the current path is ignored, so a bad row cannot loop.
 */
export function decideRedirect(requestPathname: string, requestSearch: string, redirect: RedirectRule | null): RedirectDecision {
  if (!redirect) return { kind: 'none' };
  if (ABSOLUTE_URL.test(redirect.target)) {
    return { kind: 'redirect', location: redirect.target, status: redirect.status };
  }
  if (!redirect.target.startsWith('/') || redirect.target.startsWith('//')) return { kind: 'none' };
  const { prefix, path } = splitLocalePrefix(requestPathname);
  const [targetPath, targetSearch] = redirect.target.split('?');
  if (targetPath === path) return { kind: 'none' };
  const search = targetSearch ? `?${targetSearch}` : requestSearch;
  return { kind: 'redirect', location: `${withLocalePrefix(prefix, targetPath)}${search}`, status: redirect.status };
}
