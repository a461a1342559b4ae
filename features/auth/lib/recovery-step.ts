import { forgotPasswordSchema, type ForgotPasswordInput } from '../api/forgot-password';

/** The recovery page's code step survives a reload of the tab (sessionStorage: the contact stays out of URLs and logs). */
const KEY = 'password_reset_step';
// As long as a reset token lives on the api (RESET_TOKEN_TTL_S); an older step would only show a refused code.
const MAX_AGE_MS = 30 * 60 * 1000;

export function saveRecoveryStep(contact: ForgotPasswordInput, nowMs = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ contact, savedAtMs: nowMs }));
  } catch {
    // Storage can be off (private modes); the step then lasts as long as the page.
  }
}

export function readRecoveryStep(nowMs = Date.now()): ForgotPasswordInput | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { contact?: unknown; savedAtMs?: unknown } | null;
    if (!saved || typeof saved.savedAtMs !== 'number' || nowMs - saved.savedAtMs > MAX_AGE_MS) return null;
    const parsed = forgotPasswordSchema.safeParse(saved.contact);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearRecoveryStep(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was saved then.
  }
}
