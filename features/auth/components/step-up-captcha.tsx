'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { captchaSiteKeys, recaptchaToken } from '../lib/captcha';
import { HCaptchaBox } from './hcaptcha-box';
import { noteClass } from '@/components/ui/form-layout';

export type CaptchaAnswer = Partial<Record<'h-captcha-response' | 'g-recaptcha-response', string>>;

/**
 * The captcha a login shows only after the api asked for it (the step-up of docs/auth-contract.md).
 * answer() gives the fields to send with the retry, or null while the shown hCaptcha is unsolved.
 */
export function useStepUpCaptcha(action: string) {
  const [needed, setNeeded] = useState(false);
  const [response, setResponse] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  return {
    needed,
    response,
    missing,
    resetSignal,
    onToken(token: string | null) {
      setResponse(token);
      if (token) setMissing(false);
    },
    /** The api asked (again): show the captcha; a response already sent is spent, so the widget starts over. */
    demand() {
      setNeeded(true);
      setResetSignal((count) => count + 1);
    },
    async answer(): Promise<CaptchaAnswer | null> {
      if (!needed) return {};
      if (captchaSiteKeys.hcaptcha && !response) {
        setMissing(true);
        return null;
      }
      const recaptcha = captchaSiteKeys.recaptcha ? await recaptchaToken(captchaSiteKeys.recaptcha, action) : null;
      return { ...(response ? { 'h-captcha-response': response } : {}), ...(recaptcha ? { 'g-recaptcha-response': recaptcha } : {}) };
    },
  };
}

/** The hCaptcha widget once a captcha is needed; without any site key, the way around it (a one-time code). */
export function StepUpCaptcha({ captcha }: { captcha: ReturnType<typeof useStepUpCaptcha> }) {
  const t = useTranslations('auth');
  if (!captcha.needed) return null;
  if (captchaSiteKeys.hcaptcha) {
    return (
      <HCaptchaBox
        siteKey={captchaSiteKeys.hcaptcha}
        resetSignal={captcha.resetSignal}
        error={captcha.missing ? t('captcha.required') : undefined}
        onToken={captcha.onToken}
      />
    );
  }
  return captchaSiteKeys.recaptcha ? null : <p className={noteClass}>{t('stepUp.captchaUnavailable')}</p>;
}
