import { publicEnv } from '@/lib/config/public-env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec section 7: the configured URL in development, otherwise `api.` + the host without a leading `www.`
 * (https://www.casino.example -> https://api.casino.example). A site served from this machine's own
 * names (localhost, 127.0.0.1) has no api subdomain and uses the configured URL too.
 */
export function resolveApiBaseUrl(input: {
  configuredUrl: string;
  isDevelopment: boolean;
  location: { protocol: string; hostname: string };
}): string {
  const { configuredUrl, isDevelopment, location } = input;
  if (isDevelopment || LOCAL_HOSTS.has(location.hostname) || location.hostname.endsWith('.localhost')) return configuredUrl;
  return `${location.protocol}//api.${location.hostname.replace(/^www\./, '')}`;
}

/** The api base this browser calls: the api client's, known without loading the client (axios, zod). */
export function browserApiBaseUrl(): string {
  const location = typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost' } : window.location;
  return resolveApiBaseUrl({ configuredUrl: publicEnv.apiUrl, isDevelopment: publicEnv.isDevelopment, location });
}
