import { z } from 'zod';

const POPUP_NAME = 'social-login';
const POPUP_FEATURES = 'popup=yes,width=480,height=640';
export const POPUP_CLOSED_POLL_MS = 500;

/** What the api's callback page posts to its opener (docs/auth-contract.md, Social login). */
export const socialMessageSchema = z.union([
  z.object({ token: z.string().min(1), is_register: z.boolean(), sso: z.string().nullish() }),
  z.object({ error: z.string().min(1) }),
]);

export interface SocialSignIn {
  token: string;
  isRegister: boolean;
  /** The SSO home's link when the sign-in happened on a mirror (followed as a login reply's). */
  sso: string | null;
}

/** blocked: the browser refused the pop-up; closed: the user closed it first; failed: the api reported an error. */
export type SocialPopupFailure = 'blocked' | 'closed' | 'failed';

export class SocialPopupError extends Error {
  constructor(
    readonly reason: SocialPopupFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SocialPopupError';
  }
}

/**
 * Opens an empty pop-up. It must run in the click handler before anything is awaited, or pop-up blockers
 * refuse it; the provider's address is set on it once the api has answered.
 */
export function openSocialPopup(): Window {
  const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
  if (!popup) throw new SocialPopupError('blocked', 'popup_blocked: The browser blocked the sign-in pop-up.');
  return popup;
}

/**
 * Waits for the api's answer: only a message from `apiOrigin` sent by this pop-up counts. Rejects with the error
 * it posts, or when the user closes the pop-up before it answered.
 */
export function waitForSocialSignIn(popup: Window, apiOrigin: string, closedPollMs = POPUP_CLOSED_POLL_MS): Promise<SocialSignIn> {
  return new Promise((resolve, reject) => {
    let closedSeen = false;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin || event.source !== popup) return;
      const message = socialMessageSchema.safeParse(event.data);
      if (!message.success) return;
      stop();
      if ('error' in message.data) reject(new SocialPopupError('failed', message.data.error));
      else resolve({ token: message.data.token, isRegister: message.data.is_register, sso: message.data.sso ?? null });
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      // The callback page posts and then closes itself: one more tick lets a message already on its way arrive.
      if (!closedSeen) {
        closedSeen = true;
        return;
      }
      stop();
      reject(new SocialPopupError('closed', 'popup_closed: The sign-in pop-up was closed before it answered.'));
    }, closedPollMs);
    window.addEventListener('message', onMessage);
  });
}
