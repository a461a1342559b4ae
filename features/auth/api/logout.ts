import { apiClient, webSession } from '@/lib/api/api-client';

/** PUT auth/logout, then the local logout whatever the answer (the token is gone either way). */
export async function logout(): Promise<void> {
  try {
    await apiClient.put('auth/logout');
  } catch {
    // An expired session cannot be revoked twice; the local logout below is what the user asked for.
  } finally {
    webSession.logout();
  }
}
