'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Link, useRouter } from '@/i18n/navigation';
import { checkResetToken } from '../api/check-reset-token';
import { useResetPasswordByToken } from '../api/reset-password-by-token';
import { errorCodeOf, readApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { describedByWithNotice, ResetSuccess, TextField } from './form-parts';
import { QueryProvider } from '@/components/query-provider';
import { Button, buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { formClass } from '@/components/ui/form-layout';

export function ResetPasswordByTokenForm({ token }: { token: string }) {
  return (
    <QueryProvider>
      <ResetByToken token={token} />
    </QueryProvider>
  );
}

interface Values {
  password: string;
  password_confirm: string;
}

/** True when the api refused the reset token itself (used, expired, unknown, or cut short in a mail client), not when it failed. */
function isRefusedToken(failure: unknown): boolean {
  const { status, errors } = readApiFailure(failure);
  if (status === null || status >= 500) return false;
  const token = errors?.token;
  const messages = typeof token === 'string' ? [token] : (token ?? []);
  return status === 404 || (status === 422 && messages.length > 0) || messages.some((message) => errorCodeOf(message) === 'invalid_token');
}

/** Where a new link is asked for: the recovery page, with the link's phone or email filled in. */
export function newLinkHref(contact: { phone?: string; email?: string }): string {
  const query: Record<string, string> | null = contact.phone ? { phone: contact.phone } : contact.email ? { email: contact.email } : null;
  return query ? `/password/reset?${new URLSearchParams(query)}` : '/password/reset';
}

/**
 * /reset-password/[token]: the token is checked first, then the new password is set. A link the api refuses (used or
 * expired) says so and offers a new one; only a failure of ours goes to /error (spec section 8).
 */
function ResetByToken({ token }: { token: string }) {
  const t = useTranslations('resetPassword');
  const auth = useTranslations('auth');
  const id = useId();
  const router = useRouter();
  const searchParams = useSearchParams();
  const phone = searchParams.get('phone') ?? undefined;
  const email = searchParams.get('email') ?? undefined;
  const describeFailure = useDescribeFailure();
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const reset = useResetPasswordByToken();

  useEffect(() => {
    let cancelled = false;
    checkResetToken({ token, phone })
      .then(() => !cancelled && setChecked(true))
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (isRefusedToken(failure)) setRefused(true);
        else router.replace('/error');
      });
    return () => {
      cancelled = true;
    };
  }, [token, phone, router]);

  const schema = z
    .object({
      password: z.string().min(8, auth('validation.passwordLength')).max(128, auth('validation.passwordLength')),
      password_confirm: z.string(),
    })
    .refine((value) => value.password === value.password_confirm, { path: ['password_confirm'], message: auth('validation.confirm') });
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { password: '', password_confirm: '' },
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await reset.mutateAsync({ token, phone, ...values });
      setDone(true);
    } catch (failure) {
      if (isRefusedToken(failure)) setRefused(true);
      else setNotice(describeFailure(failure));
    }
  });

  if (refused) {
    return (
      <div className={`${formClass} ${cardClass}`} role="alert" aria-labelledby={`${id}-refused`}>
        <h2 id={`${id}-refused`}>{t('refusedTitle')}</h2>
        <p>{t('refusedText')}</p>
        <Link className={buttonClass({ variant: 'primary', block: true })} href={newLinkHref({ phone, email })}>
          {t('requestNew')}
        </Link>
      </div>
    );
  }
  if (!checked) {
    return (
      <p className={cardClass} role="status" aria-busy="true">
        {t('checking')}
      </p>
    );
  }
  if (done) return <ResetSuccess text={t('success')} linkText={t('toLogin')} />;

  const noticeId = `${id}-notice`;
  const withNotice = describedByWithNotice(noticeId, notice);
  return (
    <form className={`${formClass} ${cardClass}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{t('formTitle')}</h2>
      <ErrorNotice id={noticeId} notice={notice} />
      <TextField
        id={`${id}-password`}
        label={t('password')}
        hint={t('passwordHint')}
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
      <Button type="submit" variant="primary" block loading={busy}>
        {busy ? auth('busy') : t('submit')}
      </Button>
    </form>
  );
}
