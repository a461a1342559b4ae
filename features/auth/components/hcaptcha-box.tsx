'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { loadHCaptcha } from '../lib/captcha';
import styles from './social-login.module.css';

/**
 * The hCaptcha checkbox, rendered explicitly into its box. onToken gets the response, or null when it
 * expires or fails; a change of resetSignal clears it (a response is single-use, so after each submit).
 */
export function HCaptchaBox({
  siteKey,
  onToken,
  resetSignal,
  error,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  resetSignal: number;
  error?: string;
}) {
  const t = useTranslations('auth.captcha');
  // The widget's language: the primary subtag of the interface's tag (en, ru, kk).
  const language = useLocale().split('-')[0];
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadHCaptcha()
      .then((hcaptcha) => {
        if (cancelled || !box.current) return;
        widget.current = hcaptcha.render(box.current, {
          sitekey: siteKey,
          hl: language,
          callback: (token: string) => tokenHandler.current(token),
          'expired-callback': () => tokenHandler.current(null),
          'error-callback': () => tokenHandler.current(null),
        });
      })
      .catch((loadError: unknown) => {
        console.error('hcaptcha load error', loadError);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widget.current !== null) window.hcaptcha?.remove(widget.current);
      widget.current = null;
    };
  }, [siteKey, language]);

  useEffect(() => {
    if (resetSignal === 0 || widget.current === null) return;
    window.hcaptcha?.reset(widget.current);
    tokenHandler.current(null);
  }, [resetSignal]);

  return (
    <div className={styles.captcha} role="group" aria-label={t('label')}>
      <div ref={box} />
      {(failed || error) && (
        <small className={styles.captchaError} role="alert">
          {failed ? t('loadFailed') : error}
        </small>
      )}
    </div>
  );
}
