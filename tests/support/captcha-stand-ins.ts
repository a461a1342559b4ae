import { afterEach, beforeEach, vi } from 'vitest';

export type CaptchaWidgetOptions = { sitekey?: string; hl?: string; callback?: () => void };

/** The id @hcaptcha/react-hcaptcha's sibling, react-google-recaptcha-v3, gives its script tag. */
const RECAPTCHA_SCRIPT_ID = 'google-recaptcha-v3';

/**
 * Stand-ins for the hCaptcha and reCAPTCHA v3 scripts' globals, shaped as the real scripts define them (this machine
 * cannot load the vendors' scripts); the packages find them and use them as the real ones. The reCAPTCHA script tag
 * the package adds "loads" at once, and is kept so a test can read its nonce. solve() answers the hCaptcha widget as a
 * player ticking it would: the script stores the response, then calls the widget's callback.
 */
export function installCaptchaStandIns() {
  let response = '';
  let widget: CaptchaWidgetOptions = {};
  let recaptchaScript: HTMLScriptElement | null = null;
  const hcaptcha = {
    render: vi.fn((_box: HTMLElement, options: CaptchaWidgetOptions) => {
      widget = options;
      return 'widget-1';
    }),
    reset: vi.fn(() => {
      response = '';
    }),
    remove: vi.fn(),
    getResponse: vi.fn(() => response),
    getRespKey: vi.fn(() => ''),
  };
  const grecaptcha = { ready: vi.fn((callback: () => void) => callback()), execute: vi.fn(() => Promise.resolve('r-token')) };
  const observer = new MutationObserver(() => {
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID);
    if (!(script instanceof HTMLScriptElement) || script === recaptchaScript) return;
    recaptchaScript = script;
    script.dispatchEvent(new Event('load'));
  });
  beforeEach(() => {
    widget = {};
    response = '';
    recaptchaScript = null;
    Object.assign(window, { hcaptcha, grecaptcha });
    observer.observe(document.head, { childList: true });
  });
  afterEach(() => observer.disconnect());
  return {
    hcaptcha,
    grecaptcha,
    widget: () => widget,
    solve(token: string) {
      response = token;
      widget.callback?.();
    },
    recaptchaScript: () => recaptchaScript,
  };
}
