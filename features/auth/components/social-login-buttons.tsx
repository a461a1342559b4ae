'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { trackEvent } from '@/lib/analytics/track-event';
import { COOKIE_NAMES } from '@/lib/cookies';
import { defaultCurrencyFor, type Currency } from '@/lib/currencies';
import { useVisitorPlace } from '@/components/use-visitor-place';
import { useProviders } from '../api/get-providers';
import { apiOrigin, useStartSocialLogin } from '../api/social-login';
import { useProviderLabel } from '@/components/use-provider-label';
import { completeAuth } from '../lib/complete-auth';
import { openSocialPopup, SocialPopupError, waitForSocialSignIn } from '../lib/social-popup';
import { readCookie } from '@/lib/session/token-cookie';
import { readApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { reportAuthFailure } from './form-parts';
import { buttonClass } from '@/components/ui/button';
import styles from './social-login.module.css';

type Progress = { provider: string; state: 'waiting' | 'closed' };

/**
 * A button per configured provider (nothing when none). A click opens the pop-up at once, asks the api for the
 * provider's address, waits for the pop-up's answer and finishes like a password login, or a registration when
 * the account is new. The sign-in is announced as social: the app then finishes a `?login&vip` with the VIP join.
 */
export function SocialLoginButtons({ onDone, currency: chosenCurrency }: { onDone: () => void; currency?: Currency }) {
  const t = useTranslations('auth.social');
  // An account a social login opens is in the currency of the visitor's place, as the sign-up form offers.
  const placeCurrency = defaultCurrencyFor(useVisitorPlace());
  const currency = chosenCurrency ?? placeCurrency;
  const id = useId();
  const label = useProviderLabel();
  const describeFailure = useDescribeFailure();
  const providers = useProviders().data ?? [];
  const startSocialLogin = useStartSocialLogin();
  const attempt = useRef<Window | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);

  if (providers.length === 0) return null;

  const showFailure = (failure: unknown, provider: string) => {
    if (failure instanceof SocialPopupError) {
      if (failure.reason === 'closed') return setProgress({ provider, state: 'closed' });
      setProgress(null);
      setNotice({ lines: [t(failure.reason, { provider: label(provider) })], byField: {} });
      trackEvent('social_error', { error: failure.message });
      return;
    }
    const { status } = readApiFailure(failure);
    const next =
      status === 422 || status === 503
        ? { lines: [t('unavailable', { provider: label(provider) })], byField: {} }
        : describeFailure(failure);
    setProgress(null);
    setNotice(next);
    reportAuthFailure('social', failure, next);
  };

  const signIn = async (provider: string) => {
    // One sign-in at a time: another click brings its pop-up forward.
    if (attempt.current) return attempt.current.focus();
    setNotice(null);
    let popup: Window | null = null;
    try {
      popup = openSocialPopup();
      attempt.current = popup;
      setProgress({ provider, state: 'waiting' });
      popup.location.href = await startSocialLogin.mutateAsync({
        provider,
        origin: window.location.origin,
        currency,
        promo: readCookie(COOKIE_NAMES.promo),
      });
      const signedIn = await waitForSocialSignIn(popup, apiOrigin());
      await completeAuth({ token: signedIn.token, sso: signedIn.sso }, signedIn.isRegister ? 'register' : 'login', onDone, {
        social: true,
      });
      setProgress(null);
    } catch (failure) {
      if (popup && !popup.closed) popup.close();
      showFailure(failure, provider);
    } finally {
      attempt.current = null;
    }
  };

  const noticeId = `${id}-notice`;
  return (
    <div className={styles.group} role="group" aria-label={t('groupLabel')}>
      <p className={styles.or} aria-hidden="true">
        {t('or')}
      </p>
      <ErrorNotice id={noticeId} notice={notice} />
      <ul className={styles.list}>
        {providers.map(({ name }) => (
          <li key={name}>
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', block: true })}
              aria-busy={progress?.provider === name && progress.state === 'waiting'}
              aria-describedby={notice ? noticeId : undefined}
              onClick={() => signIn(name)}
            >
              <span className={styles.mark} aria-hidden="true">
                {label(name).charAt(0)}
              </span>
              {t('continueWith', { provider: label(name) })}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {progress ? t(progress.state, { provider: label(progress.provider) }) : null}
      </p>
    </div>
  );
}

/** In the sign-up form: a social registration opens the account in the currency chosen there. */
export function SignupSocialLoginButtons<T extends FieldValues & { currency: Currency }>({
  control,
  onDone,
}: {
  control: Control<T>;
  onDone: () => void;
}) {
  const currency = useWatch({ control, name: 'currency' as Path<T> }) as Currency;
  return <SocialLoginButtons onDone={onDone} currency={currency} />;
}
