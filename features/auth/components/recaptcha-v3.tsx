'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { useCspNonce } from '@/lib/csp-nonce';
import { createRecaptchaHandle, type RecaptchaHandle } from '../lib/captcha';

/** A form's reCAPTCHA v3 handle, the same one for the form's whole life. */
export function useRecaptchaHandle(): RecaptchaHandle {
  const [handle] = useState(() => createRecaptchaHandle());
  return handle;
}

/**
 * Loads reCAPTCHA v3 while it is rendered (its script tag carries the page's CSP nonce) and attaches its executor to
 * the form's handle. It renders nothing of its own; the script shows Google's badge.
 */
export function RecaptchaV3({ siteKey, handle }: { siteKey: string; handle: RecaptchaHandle }) {
  const nonce = useCspNonce();
  const language = useLocale().split('-')[0];
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language} scriptProps={{ async: true, nonce }}>
      <AttachExecutor handle={handle} />
    </GoogleReCaptchaProvider>
  );
}

function AttachExecutor({ handle }: { handle: RecaptchaHandle }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => {
    handle.attach(executeRecaptcha ?? null);
    return () => handle.attach(null);
  }, [handle, executeRecaptcha]);
  return null;
}
