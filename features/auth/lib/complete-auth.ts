import { withReturnUrl } from '@/lib/api/create-api-client';
import { isDevelopment, webSession } from '../api/api-client';
import { loadProfile } from '../api/get-profile';
import type { AuthReply } from '../api/user-schema';
import { useSessionStore } from '../stores/session-store';

/**
 * After a successful login or registration: store the token, load the profile, start the after-auth steps,
 * close the modal (its flag leaves the URL), and outside development follow the reply's SSO link with the
 * current URL encoded.
 */
export async function completeAuth(reply: AuthReply, kind: 'login' | 'register', close: () => void): Promise<void> {
  webSession.setToken(reply.token);
  const user = await loadProfile();
  if (!user) throw new Error('The profile did not load after authentication');
  useSessionStore.getState().announce(kind);
  close();
  if (reply.sso && !isDevelopment) window.location.assign(withReturnUrl(reply.sso, window.location.href));
}
