import { resolveApiBaseUrl } from '@/lib/api/api-base-url';
import { createApiClient } from '@/lib/api/create-api-client';
import { webEnv } from '@/lib/config/web-env';
import { createWebSession } from '@/lib/session/web-session';

/** The one session and the one api client of the browser (loaded lazily: axios stays out of the first load). */
export const webSession = createWebSession();

export const apiClient = createApiClient(
  resolveApiBaseUrl({
    configuredUrl: webEnv.NEXT_PUBLIC_API_URL,
    isDevelopment: webEnv.NODE_ENV === 'development',
    location: typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost' } : window.location,
  }),
  webSession,
);

export const isDevelopment = webEnv.NODE_ENV === 'development';
