import { z } from 'zod';
import { COOKIE_NAMES } from '@/lib/cookies';
import { readCookie } from '@/lib/session/token-cookie';
import { apiClient, webSession } from '@/lib/api/api-client';
import { loadProfile } from '@/lib/session/get-profile';
import { authReplySchema } from './auth-reply-schema';

export const simpleAuthSchema = z.object({ simpleAuthToken: z.string().min(1) });

const ignore = () => undefined;

/** The attribution payload of spec section 3, from the cookies; null when absent. */
export function readAttribution() {
  const names = ['stag', 'promo', 'partnerId', 'advId', 'advertiseUid', 'advertiseSource', 'cpaOneUid', 'prHash'] as const;
  return Object.fromEntries(names.map((name) => [name, readCookie(COOKIE_NAMES[name])])) as Record<(typeof names)[number], string | null>;
}

/**
 * Spec section 4, simple auth, in order: token login (a failure clears the stored token and rethrows),
 * the IP and user agent, the traffic source (both failures ignored), then the profile (a failure there
 * clears the token, which loadProfile does).
 */
export async function loginBySimpleToken(simpleAuthToken: string): Promise<void> {
  let token: string;
  try {
    const { data } = await apiClient.post<unknown>('/api/v2/auth/login/simple', simpleAuthSchema.parse({ simpleAuthToken }));
    token = authReplySchema.parse(data).token;
  } catch (error) {
    webSession.logout();
    throw error;
  }
  webSession.setToken(token);
  await apiClient.post('middleware/ip', { host: window.location.host, userAgent: navigator.userAgent }).catch(ignore);
  await apiClient.post('attachSource', readAttribution()).catch(ignore);
  await loadProfile();
}
