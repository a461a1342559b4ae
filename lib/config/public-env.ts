/**
 * The build-time values the browser code needs, read without a schema so that no browser chunk loads zod for them;
 * web-env.ts validates the same variables when the web server starts.
 */
export const DEFAULT_PUBLIC_API_URL = 'http://localhost:4000';

export const publicEnv = {
  /** The api base the browser uses in development and on this machine's own names (lib/api/api-base-url.ts). */
  apiUrl: process.env.NEXT_PUBLIC_API_URL || DEFAULT_PUBLIC_API_URL,
  isDevelopment: process.env.NODE_ENV === 'development',
  /** The support chat provider's script (unset: the support modal's contact form) and its chat locations. */
  supportChat: {
    scriptUrl: process.env.NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL || null,
    location: process.env.NEXT_PUBLIC_SUPPORT_CHAT_LOCATION || null,
    locationKz: process.env.NEXT_PUBLIC_SUPPORT_CHAT_LOCATION_KZ || null,
  },
};
