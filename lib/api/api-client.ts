import { browserApiBaseUrl } from '@/lib/api/api-base-url';
import { createApiClient } from '@/lib/api/create-api-client';
import { publicEnv } from '@/lib/config/public-env';
import { currentSsoLink } from '@/lib/mirrors/mirror-context';
import { createWebSession } from '@/lib/session/web-session';

/** The one session and the one api client of the browser (loaded lazily: axios stays out of the first load). */
export const webSession = createWebSession({ getSsoLink: currentSsoLink });

export const apiClient = createApiClient(browserApiBaseUrl(), webSession);

export const isDevelopment = publicEnv.isDevelopment;
