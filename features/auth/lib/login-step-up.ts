import { errorCodeOf, readApiFailure } from '@/lib/api/validation-errors';

/** The proof a password login asks for when its account is under attack (docs/auth-contract.md, the step-up). */
export type StepUp = 'captcha_required' | 'captcha_failed' | 'code_sent';

const STEP_UPS: readonly string[] = ['captcha_required', 'captcha_failed', 'code_sent'] satisfies StepUp[];

/** The step-up a failed login call asks for: its 422's `step_up` code, or null for any other failure. */
export function readStepUp(failure: unknown): StepUp | null {
  const { status, errors } = readApiFailure(failure);
  if (status !== 422 || !errors) return null;
  const value = errors.step_up;
  const first = typeof value === 'string' ? value : value?.[0];
  if (typeof first !== 'string') return null;
  const code = errorCodeOf(first);
  return STEP_UPS.includes(code) ? (code as StepUp) : null;
}
