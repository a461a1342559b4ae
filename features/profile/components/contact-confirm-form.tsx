'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { controlClass, InputShell } from '@/components/input-shell';
import { actionsClass, formClass } from '@/components/ui/form-layout';
import { PhoneField } from '@/components/phone-field';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { maskedPhoneToE164 } from '@/lib/phone';
import { loadProfile } from '@/lib/session/get-profile';
import type { User } from '@/lib/session/user-schema';
import { useSendContactCode, type SendContactCodeInput } from '../api/send-contact-code';
import { useVerifyContactCode } from '../api/verify-contact-code';
import { Button, buttonClass } from '@/components/ui/button';

export type Channel = 'email' | 'phone';

/** How the player began before this form's code arrived (ContactConfirm's first step): what to focus, typed, and Send. */
export interface FormStart {
  focus: 'address' | 'submit';
  address: string;
  send: boolean;
}

export interface ContactConfirmFormProps {
  channel: Channel;
  user: User;
  start?: FormStart;
  onConfirmed: () => void;
}

interface Values {
  email: string;
  phone: string;
  code: string;
}

/**
 * The form of a contact not confirmed yet: a code sent to the account's address (or to one the player enters when the
 * account has none), then the code, then the profile reloads and ContactConfirm shows it confirmed. Loaded on demand
 * by ContactConfirm when the player turns to it, so react-hook-form, zod and the api client stay out of the profile's first load.
 */
export function ContactConfirmForm({ channel, user, start, onConfirmed }: ContactConfirmFormProps) {
  const t = useTranslations('profile.verify');
  const auth = useTranslations('auth');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const send = useSendContactCode();
  const verify = useVerifyContactCode();
  const [sent, setSent] = useState<SendContactCodeInput | null>(null);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const own = channel === 'email' ? user.email : user.phone;

  const resolver: Resolver<Values> = (values, context, options) => {
    const askAddress = !sent && !own;
    const schema = z.object({
      email: askAddress && channel === 'email' ? z.email(auth('validation.email')) : z.string(),
      phone:
        askAddress && channel === 'phone'
          ? z.string().refine((value) => maskedPhoneToE164(value) !== null, auth('validation.phone'))
          : z.string(),
      code: sent ? z.string().regex(/^\d{6}$/, auth('validation.code')) : z.string(),
    });
    return (zodResolver(schema) as unknown as Resolver<Values>)(values, context, options);
  };
  const typed = start?.address ?? '';
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { email: channel === 'email' ? typed : '', phone: channel === 'phone' ? typed : '', code: '' },
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;
  const label = t(channel);

  const sendCode = async (input: SendContactCodeInput) => {
    setNotice(null);
    try {
      await send.mutateAsync(input);
      setSent(input);
    } catch (failure) {
      setNotice(describeFailure(failure));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!sent) {
      const given = own ? {} : channel === 'email' ? { email: values.email.trim() } : { phone: maskedPhoneToE164(values.phone) ?? '' };
      await sendCode({ channel, ...given });
      return;
    }
    setNotice(null);
    try {
      await verify.mutateAsync({ channel, code: values.code });
      onConfirmed();
      await loadProfile();
    } catch (failure) {
      setNotice(describeFailure(failure));
    }
  });

  // Taking over from the first step: the focus where it was, and a Send pressed there is sent now.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!start) return;
    const target = start.focus === 'address' ? 'input:not([type="hidden"])' : 'button[type="submit"]';
    formRef.current?.querySelector<HTMLElement>(target)?.focus();
    if (start.send) void onSubmit();
    // Once, when the form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const noticeId = `${id}-notice`;
  const describedBy = (own?: string) => [own, notice ? noticeId : null].filter(Boolean).join(' ') || undefined;
  return (
    <form ref={formRef} className={formClass} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <p id={`${id}-title`}>
        <strong>{label}</strong>: {t('notConfirmed')}
      </p>
      <ErrorNotice id={noticeId} notice={notice} />
      {!sent && !own && channel === 'email' && (
        <InputShell id={`${id}-email`} label={t('addressEmail')} error={errors.email?.message}>
          {(own) => (
            <input
              className={controlClass}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-describedby={describedBy(own)}
              aria-invalid={Boolean(errors.email) || undefined}
              {...register('email')}
            />
          )}
        </InputShell>
      )}
      {!sent && !own && channel === 'phone' && (
        <PhoneField
          id={`${id}-phone`}
          label={t('addressPhone')}
          error={errors.phone?.message}
          withNotice={describedBy}
          control={control}
          name="phone"
        />
      )}
      {sent && (
        <>
          <p role="status">{t('codeSent')}</p>
          <InputShell id={`${id}-code`} label={t('code', { channel: label })} error={errors.code?.message}>
            {(own) => (
              <input
                className={controlClass}
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-describedby={describedBy(own)}
                aria-invalid={Boolean(errors.code) || undefined}
                {...register('code')}
              />
            )}
          </InputShell>
        </>
      )}
      <div className={actionsClass}>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? auth('busy') : sent ? t('confirm') : t('sendCode')}
        </Button>
        {sent && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost' })}
            disabled={busy || send.isPending}
            onClick={() => void sendCode(sent)}
          >
            {t('resend')}
          </button>
        )}
      </div>
    </form>
  );
}
