'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { ModalLink } from '@/components/modal-link';
import { maskedPhoneToE164 } from '@/lib/phone';
import { PhoneField } from '@/components/phone-field';
import { useLoginByPassword } from '../api/login';
import { useLoginByCode, useRequestLoginCode, type LoginContact } from '../api/login-code';
import { completeAuth } from '../lib/complete-auth';
import { readStepUp } from '../lib/login-step-up';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { controlClass, InputShell } from '@/components/input-shell';
import {
  type ContactMethod,
  describedByWithNotice,
  MethodTabs,
  reportAuthFailure,
  RESEND_COOLDOWN_S,
  TextField,
  useCountdown,
} from './form-parts';
import { SocialLoginButtons } from './social-login-buttons';
import { StepUpCaptcha, useStepUpCaptcha } from './step-up-captcha';
import { Button, buttonClass } from '@/components/ui/button';
import { formClass, noteClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';

interface LoginValues {
  email: string;
  phone: string;
  password: string;
  code: string;
}

type Mode = 'password' | 'code';
type LoginStep = { method: ContactMethod; mode: Mode; codeSent: boolean };

/** Log in by email or phone, with a password or a one-time code (request, then 6 digits, with a resend countdown). */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('auth');
  const modals = useTranslations('modals');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [mode, setMode] = useState<Mode>('password');
  const [codeSentTo, setCodeSentTo] = useState<LoginContact | null>(null);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  // Set when the api answered a password login with a code it sent instead (the step-up): why the code step opened.
  const [codeSentForSafety, setCodeSentForSafety] = useState(false);
  const captcha = useStepUpCaptcha('login');
  const [resendLeftS, startCountdown] = useCountdown();

  const loginByPassword = useLoginByPassword();
  const requestCode = useRequestLoginCode();
  const loginByCode = useLoginByCode();

  // The form's context is the step shown, which decides the fields that are checked.
  const resolver: Resolver<LoginValues, LoginStep> = (values, step, options) => {
    const { method: currentMethod, mode: currentMode, codeSent } = step ?? { method, mode, codeSent: false };
    const schema = z.object({
      email: currentMethod === 'email' ? z.email(t('validation.email')) : z.string(),
      phone:
        currentMethod === 'phone' ? z.string().refine((value) => maskedPhoneToE164(value) !== null, t('validation.phone')) : z.string(),
      password: currentMode === 'password' ? z.string().min(1, t('validation.passwordRequired')) : z.string(),
      code: currentMode === 'code' && codeSent ? z.string().regex(/^\d{6}$/, t('validation.code')) : z.string(),
    });
    return (zodResolver(schema) as unknown as Resolver<LoginValues, LoginStep>)(values, step, options);
  };

  const { register, control, handleSubmit, formState, clearErrors } = useForm<LoginValues, LoginStep>({
    resolver,
    context: { method, mode, codeSent: codeSentTo !== null },
    defaultValues: { email: '', phone: '', password: '', code: '' },
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  /** A new contact method or step starts with no errors shown. */
  const clearFeedback = () => {
    clearErrors();
    setNotice(null);
  };
  const changeMethod = (next: ContactMethod) => {
    setMethod(next);
    clearFeedback();
  };

  const contactOf = (values: LoginValues): LoginContact =>
    method === 'email'
      ? { method: 'email', email: values.email.trim() }
      : { method: 'phone', phone: maskedPhoneToE164(values.phone) ?? '' };

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      if (mode === 'password') {
        const contact = contactOf(values);
        const captchaAnswer = await captcha.answer();
        if (!captchaAnswer) return;
        try {
          const reply = await loginByPassword.mutateAsync({ ...contact, password: values.password, ...captchaAnswer });
          await completeAuth(reply, 'login', onDone);
        } catch (failure) {
          const stepUp = readStepUp(failure);
          if (stepUp === 'code_sent') {
            // The api already sent the code (one per cooldown): open the code step without asking for another.
            setMode('code');
            clearFeedback();
            setCodeSentTo(contact);
            setCodeSentForSafety(true);
            startCountdown(RESEND_COOLDOWN_S);
          } else if (stepUp || captcha.needed) captcha.demand();
          throw failure;
        }
      } else if (!codeSentTo) {
        const contact = contactOf(values);
        await requestCode.mutateAsync(contact);
        setCodeSentTo(contact);
        startCountdown(RESEND_COOLDOWN_S);
      } else {
        const reply = await loginByCode.mutateAsync({ contact: codeSentTo, code: values.code });
        await completeAuth(reply, 'login', onDone);
      }
    } catch (failure) {
      const next = describeFailure(failure);
      if (readStepUp(failure) !== 'code_sent') setNotice(next);
      reportAuthFailure('login', failure, next);
    }
  });

  const leaveCodeStep = (nextMode: Mode) => {
    setMode(nextMode);
    clearFeedback();
    setCodeSentTo(null);
    setCodeSentForSafety(false);
  };

  const resend = async () => {
    if (!codeSentTo) return;
    setNotice(null);
    try {
      await requestCode.mutateAsync({ ...codeSentTo, resend: true });
      startCountdown(RESEND_COOLDOWN_S);
    } catch (failure) {
      setNotice(describeFailure(failure));
    }
  };

  const noticeId = `${id}-notice`;
  const withNotice = describedByWithNotice(noticeId, notice);
  const contactText = codeSentTo ? (codeSentTo.method === 'email' ? codeSentTo.email : codeSentTo.phone) : '';
  const submitLabel = mode === 'password' ? modals('login.submit') : codeSentTo ? modals('login.submit') : t('sendCode');

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {!codeSentTo && <MethodTabs value={method} onChange={changeMethod} label={t('methodLabel')} />}
      <ErrorNotice id={noticeId} notice={notice} />
      {codeSentForSafety && codeSentTo && (
        <p className={noticeClass('info')} role="status">
          {t('stepUp.codeSent', { contact: contactText })}
        </p>
      )}
      {!codeSentTo &&
        (method === 'email' ? (
          <TextField
            id={`${id}-email`}
            label={modals('login.email')}
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
        ))}
      {mode === 'password' && (
        <TextField
          id={`${id}-password`}
          label={modals('login.password')}
          error={errors.password?.message}
          withNotice={withNotice}
          registration={register('password')}
          type="password"
          autoComplete="current-password"
        />
      )}
      {mode === 'code' && codeSentTo && (
        <>
          <InputShell id={`${id}-code`} label={t('code')} hint={t('codeHint', { contact: contactText })} error={errors.code?.message}>
            {(describedBy) => (
              <input
                className={controlClass}
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-describedby={withNotice(describedBy)}
                aria-invalid={Boolean(errors.code) || undefined}
                {...register('code')}
              />
            )}
          </InputShell>
          <p className={noteClass} aria-live="polite">
            {resendLeftS > 0 ? (
              t('resendIn', { seconds: resendLeftS })
            ) : (
              <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={resend} disabled={requestCode.isPending}>
                {t('resend')}
              </button>
            )}
          </p>
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={() => leaveCodeStep('code')}>
            {t('changeContact')}
          </button>
        </>
      )}
      {mode === 'password' && <StepUpCaptcha captcha={captcha} />}
      <Button type="submit" variant="primary" block loading={busy}>
        {busy ? t('busy') : submitLabel}
      </Button>
      <button
        type="button"
        className={buttonClass({ variant: 'ghost', block: true })}
        onClick={() => leaveCodeStep(mode === 'password' ? 'code' : 'password')}
      >
        {mode === 'password' ? t('useCode') : t('usePassword')}
      </button>
      <Link href="/password/reset" onClick={onDone}>
        {modals('login.forgot')}
      </Link>
      <SocialLoginButtons onDone={onDone} />
      <p>
        {modals('login.noAccount')} <ModalLink flag="signup">{modals('login.toSignup')}</ModalLink>
      </p>
    </form>
  );
}
