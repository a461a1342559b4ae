import { withReturnUrl } from '@/lib/api/create-api-client';
import { apiClient, isDevelopment, webSession } from '@/lib/api/api-client';
import { readAttribution } from '../api/simple-auth';
import { loadProfile } from '@/lib/session/get-profile';
import type { AuthReply } from '../api/auth-reply-schema';
import { useSessionStore } from '@/lib/session/session-store';
import { withoutModalFlags } from '@/lib/query-flags';

/**
 * After a successful login or registration: store the token, attach the traffic source, load the profile, start the after-auth steps,
 * close the modal (its flag leaves the URL), and outside development follow the reply's SSO link with the
 * current URL encoded. The announcement comes before the modal closes, so its flags are still in the URL.
 */
export async function completeAuth(
  reply: AuthReply,
  kind: 'login' | 'register',
  close: () => void,
  { social = false }: { social?: boolean } = {},
): Promise<void> {
  webSession.setToken(reply.token);
  // The traffic source of this browser goes with the user (spec section 3); a failure changes nothing for them.
  void apiClient.post('attachSource', readAttribution()).catch(() => undefined);
  const user = await loadProfile();
  if (!user) throw new Error('The profile did not load after authentication');
  useSessionStore.getState().announce(kind, social);
  close();
  if (reply.sso && !isDevelopment) window.location.assign(withReturnUrl(reply.sso, returnUrlAfterAuth(window.location.href)));
}

/** The page to come back to after the SSO hand-off: the modal flags stay behind, so no login modal reopens there. */
export function returnUrlAfterAuth(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}${withoutModalFlags(url.searchParams)}${url.hash}`;
}
