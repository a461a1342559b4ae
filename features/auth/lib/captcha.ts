import { webEnv } from '@/lib/config/web-env';

type HCaptchaApi = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};
type ReCaptchaApi = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
    grecaptcha?: ReCaptchaApi;
  }
}

/** The configured site keys; a captcha without one is not shown. */
export const captchaSiteKeys = {
  hcaptcha: webEnv.NEXT_PUBLIC_HCAPTCHA_SITE_KEY ?? null,
  recaptcha: webEnv.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? null,
};

export const HCAPTCHA_SCRIPT = 'https://js.hcaptcha.com/1/api.js?render=explicit';
export const recaptchaScript = (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

const scripts = new Map<string, Promise<void>>();

/** Adds a script once; resolves at once when its global is already there. A failed load may be retried. */
export function loadScript(src: string, isReady: () => boolean): Promise<void> {
  if (isReady()) return Promise.resolve();
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export function loadHCaptcha(): Promise<HCaptchaApi> {
  return loadScript(HCAPTCHA_SCRIPT, () => typeof window.hcaptcha?.render === 'function').then(() => window.hcaptcha!);
}

/** A reCAPTCHA v3 token for an action, or null when the script fails (spec section 8: logged only). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  try {
    await loadScript(recaptchaScript(siteKey), () => typeof window.grecaptcha?.ready === 'function');
    const recaptcha = window.grecaptcha!;
    await new Promise<void>((resolve) => recaptcha.ready(resolve));
    return await recaptcha.execute(siteKey, { action });
  } catch (error) {
    console.error('recaptcha error', error);
    return null;
  }
}
