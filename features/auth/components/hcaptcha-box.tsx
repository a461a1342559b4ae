'use client';

import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './social-login.module.css';

/** The widget's error codes that mean its script never loaded (the others concern one challenge). */
const LOAD_FAILURES = new Set(['script-error', 'script-load-error-other']);

/**
 * The hCaptcha checkbox. onToken gets the response, or null when it expires or fails. A response is single-use: after
 * each submit the form mounts a new box (a new `key`); the old widget is reset and removed as it unmounts.
 * @hcaptcha/react-hcaptcha adds its script with no nonce (it has no option for one): 'strict-dynamic' in the page's CSP
 * trusts it because Next's nonce'd code adds it (docs/decisions.md).
 */
export function HCaptchaBox({ siteKey, onToken, error }: { siteKey: string; onToken: (token: string | null) => void; error?: string }) {
  const t = useTranslations('auth.captcha');
  // The widget's language: the primary subtag of the interface's tag (en, ru, kk).
  const language = useLocale().split('-')[0];
  const [failed, setFailed] = useState(false);

  return (
    <div className={styles.captcha} role="group" aria-label={t('label')}>
      <HCaptcha
        sitekey={siteKey}
        languageOverride={language}
        // No error reports to hCaptcha's own Sentry: what fails here is ours to log.
        sentry={false}
        onVerify={(token) => onToken(token)}
        onExpire={() => onToken(null)}
        onError={(code) => {
          onToken(null);
          if (LOAD_FAILURES.has(code)) {
            console.error('hcaptcha load error', code);
            setFailed(true);
          }
        }}
      />
      {(failed || error) && (
        <small className={styles.captchaError} role="alert">
          {failed ? t('loadFailed') : error}
        </small>
      )}
    </div>
  );
}
