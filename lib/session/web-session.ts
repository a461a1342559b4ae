import type { ApiSession } from '@/lib/api/create-api-client';
import { COOKIE_NAMES } from '@/lib/cookies';
import { DEFAULT_LOCALE_CODE, isLocaleTag, localeCodeOf } from '@/lib/locales';
import { parseRegionOverride, REGION_RESTRICTED_OVERRIDE } from '@/lib/region';
import { useSessionStore } from './session-store';
import { readCookie, readToken, removeToken, writeToken } from './token-cookie';

export interface WebSessionOptions {
  /** The interface locale tag (`ru-RU`); by default the document's lang. */
  getLocaleTag?: () => string | null;
  getSsoLink?: () => string | null;
  redirect?: (url: string) => void;
  currentUrl?: () => string;
}

/**
 * The browser's side of the api client: the token cookie, the region override, the interface locale as a
 * product code, and logout (token cookie and the stored user, which is also the analytics identity).
 */
export function createWebSession(options: WebSessionOptions = {}): ApiSession {
  const getLocaleTag = options.getLocaleTag ?? (() => (typeof document === 'undefined' ? null : document.documentElement.lang));
  return {
    getToken: readToken,
    setToken: writeToken,
    getRegion() {
      const override = parseRegionOverride(readCookie(COOKIE_NAMES.regionOverride));
      return override && override !== REGION_RESTRICTED_OVERRIDE ? override : null;
    },
    getLocale() {
      const tag = getLocaleTag();
      return isLocaleTag(tag) ? localeCodeOf(tag) : DEFAULT_LOCALE_CODE;
    },
    logout() {
      removeToken();
      useSessionStore.getState().setGuest();
    },
    endSession() {
      removeToken();
      useSessionStore.getState().endSession();
    },
    getSsoLink: options.getSsoLink ?? (() => null),
    redirect: options.redirect ?? ((url) => window.location.assign(url)),
    currentUrl: options.currentUrl ?? (() => window.location.href),
  };
}
