'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ModalLink } from '@/components/modal-link';
import { COOKIE_NAMES } from '@/lib/cookies';
import { CURRENCIES, CURRENCY_SYMBOLS, defaultCurrencyFor, type Currency } from '@/lib/currencies';
import { useVisitorPlace } from '@/components/use-visitor-place';
import { maskedPhoneToE164 } from '@/lib/phone';
import { PhoneField } from '@/components/phone-field';
import { useRegister } from '../api/register';
import { captchaSiteKeys } from '../lib/captcha';
import { completeAuth } from '../lib/complete-auth';
import { getFingerprint, getFingerprintWithin } from '../lib/fingerprint';
import { readCookie } from '@/lib/session/token-cookie';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { controlClass, InputShell } from '@/components/input-shell';
import { Checkbox } from '@/components/ui/checkbox';
import { type ContactMethod, describedByWithNotice, MethodTabs, reportAuthFailure, TextField } from './form-parts';
import { SignupSocialLoginButtons } from './social-login-buttons';
import { HCaptchaBox } from './hcaptcha-box';
import { RecaptchaV3, useRecaptchaHandle } from './recaptcha-v3';
import { Button } from '@/components/ui/button';
import { formClass } from '@/components/ui/form-layout';

interface SignupValues {
  email: string;
  phone: string;
  password: string;
  currency: Currency;
  terms: boolean;
}

/** The attribution cookies a registration carries when present. */
function readRegistrationExtras() {
  const extras: Record<'partner' | 'adplace' | 'stag' | 'promo', string | undefined> = {
    partner: readCookie(COOKIE_NAMES.partner) ?? undefined,
    adplace: readCookie(COOKIE_NAMES.adplace) ?? undefined,
    stag: readCookie(COOKIE_NAMES.stag) ?? undefined,
    promo: readCookie(COOKIE_NAMES.promo) ?? undefined,
  };
  return Object.fromEntries(Object.entries(extras).filter(([, value]) => value)) as Partial<typeof extras>;
}

export function SignupForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('auth');
  const modals = useTranslations('modals');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const registerUser = useRegister();
  const [hcaptchaResponse, setHCaptchaResponse] = useState<string | null>(null);
  const [hcaptchaMissing, setHCaptchaMissing] = useState(false);
  // A response is single-use: after each refused submit a new widget is shown (the count is its key).
  const [captchaAttempt, setCaptchaAttempt] = useState(0);
  const recaptcha = useRecaptchaHandle();

  useEffect(() => {
    void getFingerprint();
  }, []);

  // The form's context is the contact method shown, which decides the field that is checked.
  const resolver: Resolver<SignupValues, ContactMethod> = (values, shown, options) => {
    const schema = z.object({
      email: shown === 'email' ? z.email(t('validation.email')) : z.string(),
      phone: shown === 'phone' ? z.string().refine((value) => maskedPhoneToE164(value) !== null, t('validation.phone')) : z.string(),
      password: z.string().min(8, t('validation.passwordLength')).max(128, t('validation.passwordLength')),
      currency: z.enum(CURRENCIES),
      terms: z.literal(true, t('validation.terms')),
    });
    return (zodResolver(schema) as unknown as Resolver<SignupValues, ContactMethod>)(values, shown, options);
  };

  const place = useVisitorPlace();
  const { register, control, handleSubmit, formState, clearErrors, getFieldState, setValue } = useForm<SignupValues, ContactMethod>({
    resolver,
    context: method,
    defaultValues: { email: '', phone: '', password: '', currency: defaultCurrencyFor(place), terms: false },
  });
  const placeCurrency = defaultCurrencyFor(place);
  useEffect(() => {
    // The geo answer may come after the first render: it moves the default, never a currency the player chose.
    if (!getFieldState('currency').isDirty) setValue('currency', placeCurrency);
  }, [placeCurrency, getFieldState, setValue]);
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const changeMethod = (next: ContactMethod) => {
    setMethod(next);
    clearErrors();
    setNotice(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    if (captchaSiteKeys.hcaptcha && !hcaptchaResponse) {
      setHCaptchaMissing(true);
      return;
    }
    try {
      const recaptchaToken = captchaSiteKeys.recaptcha ? await recaptcha.token('signup') : null;
      const common = {
        password: values.password,
        currency: values.currency,
        fingerprint: await getFingerprintWithin(),
        ...readRegistrationExtras(),
        ...(hcaptchaResponse ? { 'h-captcha-response': hcaptchaResponse } : {}),
        ...(recaptchaToken ? { 'g-recaptcha-response': recaptchaToken } : {}),
      };
      const reply = await registerUser.mutateAsync(
        method === 'email'
          ? { method: 'email', email: values.email.trim(), ...common }
          : { method: 'phone', phone: maskedPhoneToE164(values.phone) ?? '', ...common },
      );
      await completeAuth(reply, 'register', onDone);
    } catch (failure) {
      const next = describeFailure(failure);
      setNotice(next);
      reportAuthFailure('register', failure, next);
      if (captchaSiteKeys.hcaptcha) {
        setHCaptchaResponse(null);
        setCaptchaAttempt((count) => count + 1);
      }
    }
  });

  const noticeId = `${id}-notice`;
  const withNotice = describedByWithNotice(noticeId, notice);

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <MethodTabs value={method} onChange={changeMethod} label={t('methodLabel')} />
      <ErrorNotice id={noticeId} notice={notice} />
      {method === 'email' ? (
        <TextField
          id={`${id}-email`}
          label={modals('signup.email')}
          error={errors.email?.message}
          withNotice={withNotice}
          registration={register('email')}
          type="email"
          autoComplete="email"
        />
      ) : (
        <PhoneField
          id={`${id}-phone`}
          label={t('phone')}
          error={errors.phone?.message}
          withNotice={withNotice}
          control={control}
          name="phone"
        />
      )}
      <TextField
        id={`${id}-password`}
        label={modals('signup.password')}
        hint={t('passwordHint')}
        error={errors.password?.message}
        withNotice={withNotice}
        registration={register('password')}
        type="password"
        autoComplete="new-password"
      />
      <InputShell id={`${id}-currency`} label={modals('signup.currency')}>
        {() => (
          <select id={`${id}-currency`} className={controlClass} {...register('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {CURRENCY_SYMBOLS[code]} {code}
              </option>
            ))}
          </select>
        )}
      </InputShell>
      <Checkbox id={`${id}-terms`} label={modals('signup.terms')} error={errors.terms?.message} {...register('terms')} />
      {captchaSiteKeys.hcaptcha && (
        <HCaptchaBox
          key={captchaAttempt}
          siteKey={captchaSiteKeys.hcaptcha}
          error={hcaptchaMissing ? t('captcha.required') : undefined}
          onToken={(token) => {
            setHCaptchaResponse(token);
            if (token) setHCaptchaMissing(false);
          }}
        />
      )}
      {captchaSiteKeys.recaptcha && <RecaptchaV3 siteKey={captchaSiteKeys.recaptcha} handle={recaptcha} />}
      <Button type="submit" variant="primary" block loading={busy}>
        {busy ? t('busy') : modals('signup.submit')}
      </Button>
      <SignupSocialLoginButtons control={control} onDone={onDone} />
      <p>
        {modals('signup.haveAccount')} <ModalLink flag="login">{modals('signup.toLogin')}</ModalLink>
      </p>
    </form>
  );
}
