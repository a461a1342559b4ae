import { COOKIE_NAMES, STORAGE_KEYS } from '@/lib/cookies';

export type FinishSsoDeps = {
  readCookie: (name: string) => string | null;
  removeCookie: (name: string) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  hostname: string;
  send: (event: { name: 'ssoAvailabilityFinish'; data: { session_id: string; mirror: string } }) => Promise<void>;
};

/**
 * Spec section 4, on return from the SSO home: the session id the proxy left in a short cookie moves to local storage;
 * once the hand-off is over (no redirected flag), a stored id is sent with this mirror's hostname and removed.
 */
export async function finishSso(deps: FinishSsoDeps): Promise<void> {
  const fromCookie = deps.readCookie(COOKIE_NAMES.ssoSessionId);
  if (fromCookie) {
    deps.storage.setItem(STORAGE_KEYS.ssoSessionId, fromCookie);
    deps.removeCookie(COOKIE_NAMES.ssoSessionId);
  }
  if (deps.readCookie(COOKIE_NAMES.ssoRedirected)) return;
  const sessionId = deps.storage.getItem(STORAGE_KEYS.ssoSessionId);
  if (!sessionId) return;
  deps.storage.removeItem(STORAGE_KEYS.ssoSessionId);
  await deps.send({ name: 'ssoAvailabilityFinish', data: { session_id: sessionId, mirror: deps.hostname } });
}
