import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toAcceptLanguage } from '../locales';

export const REFRESH_PATH = '/auth/refresh-token';

export interface ApiSession {
  getToken(): string | null;
  setToken(token: string): void;
  getRegion(): string | null;
  /** The interface locale as the product's code (ru, en, kz). */
  getLocale(): string;
  /** Clears the token and the analytics identity (the player logged out). */
  logout(): void;
  /** The session ended without the player asking (its refresh failed): logs out, and the app tells the player. */
  endSession(): void;
  /** The SSO link of the current mirror, if any; a 401 on the refresh call sends the browser there. */
  getSsoLink(): string | null;
  redirect(url: string): void;
  currentUrl(): string;
}

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean };

/**
 * The one axios instance (spec sections 4 and 7). Requests carry the bearer token (not on a retry, which
 * carries the refreshed one), the Region header when known and Accept-Language. A 401 on any call but the
 * refresh triggers one refresh and one retry; 401s arriving meanwhile wait for that refresh and are replayed
 * with the new token; a failed refresh ends the session; a 401 on the refresh call ends it and leaves for the SSO link.
 */
export function createApiClient(baseURL: string, session: ApiSession): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 20_000 });
  let refreshing: Promise<string> | null = null;

  client.interceptors.request.use((config: RetriableConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = session.getToken();
    if (token && !config.retried) headers.set('Authorization', `Bearer ${token}`);
    const region = session.getRegion();
    if (region) headers.set('Region', region);
    headers.set('Accept-Language', toAcceptLanguage(session.getLocale()));
    config.headers = headers;
    return config;
  });

  const refresh = (): Promise<string> => {
    refreshing ??= client
      .post<{ access_token: string }>(REFRESH_PATH)
      .then(({ data }) => {
        if (!data?.access_token) throw new Error('The refresh reply has no access_token');
        session.setToken(data.access_token);
        return data.access_token;
      })
      .catch((refreshError: unknown) => {
        // A 401 here was already handled by the refresh call's own interceptor pass (logout and SSO).
        if (!(refreshError instanceof AxiosError && refreshError.response?.status === 401)) session.endSession();
        throw refreshError;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config as RetriableConfig;
    if (isRefreshCall(config)) {
      session.endSession();
      const sso = session.getSsoLink();
      if (sso) session.redirect(withReturnUrl(sso, session.currentUrl()));
      throw error;
    }
    if (config.retried) throw error;
    let token: string;
    try {
      token = await refresh();
    } catch {
      throw error;
    }
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return client.request({ ...config, headers, retried: true } as RetriableConfig);
  });

  return client;
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] === REFRESH_PATH;
}

/** The SSO link with the page to come back to, encoded in its `url` parameter. */
export function withReturnUrl(link: string, currentUrl: string): string {
  const url = new URL(link);
  url.searchParams.set('url', currentUrl);
  return url.toString();
}
