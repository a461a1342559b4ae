import type { Config } from '../../config';
import { ValidationError } from '../../http/errors';

export type CaptchaKind = 'hcaptcha' | 'recaptcha';

export const CAPTCHA_FIELDS: Record<CaptchaKind, 'h-captcha-response' | 'g-recaptcha-response'> = {
  hcaptcha: 'h-captcha-response',
  recaptcha: 'g-recaptcha-response',
};

/** Asks the captcha service whether a response token is good. */
export interface CaptchaVerifier {
  /** The kinds with a secret configured; empty means captcha is off. */
  readonly enabled: CaptchaKind[];
  verify(kind: CaptchaKind, token: string, remoteIp: string): Promise<boolean>;
}

const ENDPOINTS: Record<CaptchaKind, string> = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** Verifies against hCaptcha / reCAPTCHA siteverify for each kind whose secret is set. */
export function createCaptchaVerifier(config: Pick<Config, 'hcaptchaSecret' | 'recaptchaSecret'>): CaptchaVerifier {
  const secrets: Partial<Record<CaptchaKind, string>> = {};
  if (config.hcaptchaSecret) secrets.hcaptcha = config.hcaptchaSecret;
  if (config.recaptchaSecret) secrets.recaptcha = config.recaptchaSecret;
  return {
    enabled: Object.keys(secrets) as CaptchaKind[],
    async verify(kind, token, remoteIp) {
      const secret = secrets[kind];
      if (!secret) return false;
      try {
        const response = await fetch(ENDPOINTS[kind], {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Passes when captcha is off; otherwise one configured kind's response must be present and accepted.
 * Field errors start with captcha_required / captcha_failed (the web hides the required ones, spec section 5).
 */
export async function checkCaptcha(
  verifier: CaptchaVerifier,
  body: Partial<Record<'h-captcha-response' | 'g-recaptcha-response', string | undefined>>,
  remoteIp: string,
): Promise<void> {
  if (verifier.enabled.length === 0) return;
  const given = verifier.enabled.find((kind) => body[CAPTCHA_FIELDS[kind]]);
  if (!given) {
    const errors = Object.fromEntries(
      verifier.enabled.map((kind) => [CAPTCHA_FIELDS[kind], ['captcha_required: The captcha must be solved.']]),
    );
    throw new ValidationError(errors);
  }
  const ok = await verifier.verify(given, body[CAPTCHA_FIELDS[given]]!, remoteIp);
  if (!ok) throw new ValidationError({ [CAPTCHA_FIELDS[given]]: ['captcha_failed: The captcha was not accepted.'] });
}
