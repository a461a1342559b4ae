import { webEnv } from '@/lib/config/web-env';

/** The configured site keys; a captcha without one is not shown. */
export const captchaSiteKeys = {
  hcaptcha: webEnv.NEXT_PUBLIC_HCAPTCHA_SITE_KEY ?? null,
  recaptcha: webEnv.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? null,
};

export type ExecuteRecaptcha = (action: string) => Promise<string>;

/** How long a submit waits for the reCAPTCHA script to load before it goes on without a token. */
export const RECAPTCHA_WAIT_MS = 10_000;

/**
 * Where a form asks for a reCAPTCHA v3 token. The script's executor is attached once the script has loaded; a token
 * asked for before then waits for it, up to waitMs. A failure gives null and is logged only (spec section 8).
 */
export function createRecaptchaHandle(waitMs = RECAPTCHA_WAIT_MS) {
  let execute: ExecuteRecaptcha | null = null;
  const waiting = new Set<() => void>();

  function executorWithin(): Promise<ExecuteRecaptcha | null> {
    if (execute) return Promise.resolve(execute);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(execute);
      };
      const timer = setTimeout(wake, waitMs);
      waiting.add(wake);
    });
  }

  return {
    attach(next: ExecuteRecaptcha | null) {
      execute = next;
      if (next) for (const wake of [...waiting]) wake();
    },
    async token(action: string): Promise<string | null> {
      try {
        const run = await executorWithin();
        if (!run) throw new Error(`the reCAPTCHA script did not load within ${waitMs} ms`);
        return await run(action);
      } catch (error) {
        console.error('recaptcha error', error);
        return null;
      }
    },
  };
}

export type RecaptchaHandle = ReturnType<typeof createRecaptchaHandle>;
