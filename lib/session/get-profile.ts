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

/** Loads the user into the session store; a failed load logs out (spec section 4). Resolves to null then. */
export async function loadProfile(): Promise<User | null> {
  if (!webSession.getToken()) {
    useSessionStore.getState().setGuest();
    return null;
  }
  useSessionStore.getState().setLoading();
  try {
    const user = await getProfile();
    useSessionStore.getState().setUser(user);
    return user;
  } catch {
    webSession.logout();
    return null;
  }
}
