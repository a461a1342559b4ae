'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { captchaSiteKeys } from '../lib/captcha';
import { HCaptchaBox } from './hcaptcha-box';
import { RecaptchaV3, useRecaptchaHandle } from './recaptcha-v3';
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
  // Each demand shows a new widget (a response already sent is spent): the count is the widget's key.
  const [attempt, setAttempt] = useState(0);
  const recaptcha = useRecaptchaHandle();
  return {
    needed,
    missing,
    attempt,
    recaptcha,
    onToken: (token: string | null) => {
      setResponse(token);
      if (token) setMissing(false);
    },
    /** The api asked (again): show the captcha; a response already sent is spent, so the widget starts over. */
    demand: () => {
      setNeeded(true);
      setResponse(null);
      setAttempt((count) => count + 1);
    },
    answer: async (): Promise<CaptchaAnswer | null> => {
      if (!needed) return {};
      if (captchaSiteKeys.hcaptcha && !response) {
        setMissing(true);
        return null;
      }
      const recaptchaToken = captchaSiteKeys.recaptcha ? await recaptcha.token(action) : null;
      return {
        ...(response ? { 'h-captcha-response': response } : {}),
        ...(recaptchaToken ? { 'g-recaptcha-response': recaptchaToken } : {}),
      };
    },
  };
}

/** The captchas once one is needed; without any site key, the way around them (a one-time code). */
export function StepUpCaptcha({ captcha }: { captcha: ReturnType<typeof useStepUpCaptcha> }) {
  const t = useTranslations('auth');
  if (!captcha.needed) return null;
  if (!captchaSiteKeys.hcaptcha && !captchaSiteKeys.recaptcha) return <p className={noteClass}>{t('stepUp.captchaUnavailable')}</p>;
  return (
    <>
      {captchaSiteKeys.hcaptcha && (
        <HCaptchaBox
          key={captcha.attempt}
          siteKey={captchaSiteKeys.hcaptcha}
          error={captcha.missing ? t('captcha.required') : undefined}
          onToken={captcha.onToken}
        />
      )}
      {captchaSiteKeys.recaptcha && <RecaptchaV3 siteKey={captchaSiteKeys.recaptcha} handle={captcha.recaptcha} />}
    </>
  );
}
