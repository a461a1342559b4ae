import { TooManyRequestsError, ValidationError } from '../../http/errors';
import { enforceRateLimits } from '../../http/rate-limit';
import { CAPTCHA_FIELDS, type CaptchaKind } from './captcha';
import type { AuthDeps, Channel, Client } from './service';

export type CaptchaAnswer = Partial<Record<'h-captcha-response' | 'g-recaptcha-response', string>>;

/** The 422 that asks for more proof; its `step_up` field tells the web which (docs/auth-contract.md). */
export const stepUpError = (code: 'captcha_required' | 'captcha_failed' | 'code_sent', sentence: string) =>
  new ValidationError({ step_up: [`${code}: ${sentence}`] }, 'More proof is needed to sign in to this account.');

/**
 * Password-guessing limits after OWASP's authentication cheat sheet: every address is slowed (429), a pair of
 * account and address that keeps failing waits, and an account that fails from many addresses asks for more
 * proof (a captcha when configured, else a one-time code sent to the account) instead of refusing its owner.
 */
export function loginGuard(deps: AuthDeps, account: string, ip: string) {
  const rules = deps.config.rateLimits;
  const pairKey = `login:fail:pair:${account}:${ip}`;
  const accountKey = `login:fail:acct:${account}`;
  return {
    /** Counts the attempt against the address; 429 while the address or this pair must wait. */
    async admit(): Promise<void> {
      await enforceRateLimits(deps.limiter, [{ key: `login:ip:${ip}`, rule: rules.loginIp }]);
      const pair = await deps.limiter.count(pairKey);
      if (pair.count >= rules.loginFailAccountIp.limit) throw new TooManyRequestsError(pair.retryAfterS);
    },
    async needsStepUp(): Promise<boolean> {
      return (await deps.limiter.count(accountKey)).count >= rules.loginFailAccount.limit;
    },
    async recordFailure(): Promise<void> {
      await Promise.all([deps.limiter.hit(pairKey, rules.loginFailAccountIp), deps.limiter.hit(accountKey, rules.loginFailAccount)]);
    },
  };
}

/**
 * Passes with an accepted captcha when one is configured. Without captcha, a one-time code goes to the account
 * (same reply whether or not it exists; at most one per code cooldown) and the owner signs in with it.
 */
export async function demandStepUp(
  deps: AuthDeps,
  input: { channel: Channel; address: string; captcha: CaptchaAnswer },
  client: Client,
  sendCode: () => Promise<void>,
): Promise<void> {
  const kinds: CaptchaKind[] = deps.captcha.enabled;
  if (kinds.length > 0) {
    const kind = kinds.find((candidate) => input.captcha[CAPTCHA_FIELDS[candidate]]);
    if (!kind) throw stepUpError('captcha_required', 'Solve the captcha and sign in again.');
    if (await deps.captcha.verify(kind, input.captcha[CAPTCHA_FIELDS[kind]]!, client.ip)) return;
    throw stepUpError('captcha_failed', 'The captcha was not accepted.');
  }
  try {
    await sendCode();
  } catch (error) {
    // A code sent within the cooldown is still good: the owner uses that one.
    if (!(error instanceof TooManyRequestsError)) throw error;
  }
  throw stepUpError('code_sent', `We sent a one-time sign-in code to the account's ${input.channel}; sign in with it.`);
}
