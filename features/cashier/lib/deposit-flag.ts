import { getActiveModal, withModalFlag, withoutModalFlags } from '@/lib/query-flags';

/**
 * The query a modal leaves behind when it closes. A guest who opened `?deposit` is sent to log in with the flag kept
 * (`?login&deposit`); once they are signed in, closing the login or sign-up modal leaves `?deposit`, so the PayIn
 * modal opens where they wanted it. Anything else closes every modal flag.
 */
export function queryAfterModalClose(params: URLSearchParams, signedIn: boolean): string {
  const active = getActiveModal(params);
  const keepDeposit = signedIn && params.has('deposit') && (active === 'login' || active === 'signup');
  return keepDeposit ? withModalFlag(params, 'deposit') : withoutModalFlags(params);
}

/** Where the PayIn modal sends a guest: the login modal, `?deposit` kept for after the login. */
export function loginKeepingDeposit(params: URLSearchParams): string {
  return `${withModalFlag(params, 'login')}&deposit`;
}
