'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { detectPhoneCountry, formatPhone, isE164, maskedPhoneToE164 } from '@/lib/phone';
import { PhoneField } from '@/components/phone-field';
import { useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';
import { useResetPasswordByCode } from '../api/reset-password-by-code';
import { clearRecoveryStep, readRecoveryStep, saveRecoveryStep } from '../lib/recovery-step';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { type ContactMethod, describedByWithNotice, MethodTabs, ResetSuccess, TextField } from './form-parts';
import { QueryProvider } from '@/components/query-provider';
import { Button, buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { formClass } from '@/components/ui/form-layout';

/** Which step the form shows: the contact method, and whether a code was sent to it. */
type ResetStep = { method: ContactMethod; contact: boolean };

interface Values {
  email: string;
  phone: string;
  code: string;
  password: string;
  password_confirm: string;
}

export function PasswordResetForm() {
  return (
    <QueryProvider>
      <PasswordResetSteps />
    </QueryProvider>
  );
}

/** A phone handed over in the query (`?phone=+998...`, from a spent link), in its country's mask; '' otherwise. */
function prefilledPhone(phone: string | null): string {
  const country = phone && isE164(phone) ? detectPhoneCountry(phone) : null;
  return country && phone ? formatPhone(country, phone) : '';
}

/**
 * /password/reset: email or phone -> the forgot call -> the code and a new password -> a notice and a link to log in.
 * The code step is kept for the tab, so a reload returns to it.
 */
function PasswordResetSteps() {
  const t = useTranslations('passwordReset');
  const auth = useTranslations('auth');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const searchParams = useSearchParams();
  const phoneFromQuery = prefilledPhone(searchParams.get('phone'));
  const emailFromQuery = searchParams.get('email') ?? '';
  const [method, setMethod] = useState<ContactMethod>(phoneFromQuery ? 'phone' : 'email');
  const [contact, setContactState] = useState<ForgotPasswordInput | null>(null);
  const setContact = (next: ForgotPasswordInput | null) => {
    if (next) saveRecoveryStep(next);
    else clearRecoveryStep();
    setContactState(next);
  };

  useEffect(() => {
    // After hydration: the server render cannot see the tab's storage.
    const saved = readRecoveryStep();
    if (!saved) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage exists only in the browser: read after hydration, once.
    setMethod(saved.method);
    setContactState(saved);
  }, []);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const currentStep: ResetStep = { method, contact: contact !== null };
  const forgot = useForgotPassword();
  const reset = useResetPasswordByCode();

  // The form's context is the step shown, which decides the fields that are checked.
  const resolver: Resolver<Values, ResetStep> = (values, step, options) => {
    const { method: shownMethod, contact: codeSent } = step ?? currentStep;
    const identify = !codeSent;
    const schema = z
      .object({
        email: identify && shownMethod === 'email' ? z.email(auth('validation.email')) : z.string(),
        phone:
          identify && shownMethod === 'phone'
            ? z.string().refine((value) => maskedPhoneToE164(value) !== null, auth('validation.phone'))
            : z.string(),
        code: identify ? z.string() : z.string().regex(/^\d{6}$/, auth('validation.code')),
        password: identify ? z.string() : z.string().min(8, auth('validation.passwordLength')).max(128, auth('validation.passwordLength')),
        password_confirm: z.string(),
      })
      .refine((value) => identify || value.password === value.password_confirm, {
        path: ['password_confirm'],
        message: auth('validation.confirm'),
      });
    return (zodResolver(schema) as unknown as Resolver<Values, ResetStep>)(values, step, options);
  };
  const { register, control, handleSubmit, formState } = useForm<Values, ResetStep>({
    resolver,
    context: currentStep,
    defaultValues: { email: emailFromQuery, phone: phoneFromQuery, code: '', password: '', password_confirm: '' },
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      if (!contact) {
        const next: ForgotPasswordInput =
          method === 'email'
            ? { method: 'email', email: values.email.trim() }
            : { method: 'phone', phone: maskedPhoneToE164(values.phone) ?? '' };
        await forgot.mutateAsync(next);
        setContact(next);
      } else {
        await reset.mutateAsync({ ...contact, code: values.code, password: values.password, password_confirm: values.password_confirm });
        clearRecoveryStep();
        setDone(true);
      }
    } catch (failure) {
      setNotice(describeFailure(failure));
    }
  });

  if (done) return <ResetSuccess text={t('success')} linkText={t('toLoginNow')} />;

  const noticeId = `${id}-notice`;
  const withNotice = describedByWithNotice(noticeId, notice);
  const contactText = contact ? (contact.method === 'email' ? contact.email : contact.phone) : '';

  return (
    <form className={`${formClass} ${cardClass}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{contact ? t('codeTitle') : t('formTitle')}</h2>
      {!contact && <MethodTabs value={method} onChange={setMethod} label={t('methodLabel')} />}
      {contact && <p role="status">{t('codeSent', { contact: contactText })}</p>}
      <ErrorNotice id={noticeId} notice={notice} />
      {!contact && method === 'email' && (
        <TextField
          id={`${id}-email`}
          label={t('email')}
          error={errors.email?.message}
          withNotice={withNotice}
          registration={register('email')}
          type="email"
          autoComplete="email"
        />
      )}
      {!contact && method === 'phone' && (
        <PhoneField
          id={`${id}-phone`}
          label={t('phone')}
          error={errors.phone?.message}
          withNotice={withNotice}
          control={control}
          name="phone"
        />
      )}
      {contact && (
        <>
          <TextField
            id={`${id}-code`}
            label={t('code')}
            error={errors.code?.message}
            withNotice={withNotice}
            registration={register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <TextField
            id={`${id}-password`}
            label={t('password')}
            hint={auth('passwordHint')}
            error={errors.password?.message}
            withNotice={withNotice}
            registration={register('password')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            id={`${id}-confirm`}
            label={t('confirm')}
            error={errors.password_confirm?.message}
            withNotice={withNotice}
            registration={register('password_confirm')}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
      <Button type="submit" variant="primary" block loading={busy}>
        {busy ? auth('busy') : contact ? t('save') : t('submit')}
      </Button>
      {contact && (
        <button type="button" className={buttonClass({ variant: 'ghost', block: true })} onClick={() => setContact(null)}>
          {t('restart')}
        </button>
      )}
    </form>
  );
}
