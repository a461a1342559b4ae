import { beforeEach, vi } from 'vitest';

export type CaptchaWidgetOptions = { sitekey?: string; hl?: string; callback?: (token: string) => void };

/**
 * Stand-ins for the hCaptcha and reCAPTCHA v3 scripts' globals, shaped as the real scripts define them (this machine
 * cannot load the vendors' scripts). The hCaptcha widget's options are kept so a test can solve it through its callback.
 */
export function useCaptchaStandIns() {
  const hcaptcha = { render: vi.fn(), reset: vi.fn(), remove: vi.fn() };
  const grecaptcha = { ready: vi.fn((callback: () => void) => callback()), execute: vi.fn(async () => 'r-token') };
  let widget: CaptchaWidgetOptions = {};
  beforeEach(() => {
    widget = {};
    hcaptcha.render.mockImplementation((_box: HTMLElement, options: CaptchaWidgetOptions) => {
      widget = options;
      return 'widget-1';
    });
    Object.assign(window, { hcaptcha, grecaptcha });
  });
  return { hcaptcha, grecaptcha, widget: () => widget };
}
