import { apiClient, webSession } from '@/lib/api/api-client';
import { useSessionStore } from './session-store';
import { userReplySchema, type User } from './user-schema';

export const getProfileReplySchema = userReplySchema;

/** GET /profile/user: the user, with a rotated token (fresh_token) replacing the stored one. */
export async function getProfile(): Promise<User> {
  const { data } = await apiClient.get<unknown>('/profile/user');
  const user = getProfileReplySchema.parse(data).data;
  if (user.fresh_token) webSession.setToken(user.fresh_token);
  return user;
}

/** Loads the user into the session store; a failed load ends the session (spec section 4). Resolves to null then. */
export async function loadProfile(): Promise<User | null> {
  if (!webSession.getToken()) {
    // The token left while the player was signed in (a logout in another tab): the session ended, and they are told.
    useSessionStore.getState().endSession();
    return null;
  }
  useSessionStore.getState().setLoading();
  try {
    const user = await getProfile();
    useSessionStore.getState().setUser(user);
    return user;
  } catch {
    // A signed-in player whose profile no longer loads has lost the session without logging out: they are told so.
    webSession.endSession();
    return null;
  }
}
