'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import { useSetPassword } from '../api/set-password';
import { loadProfile } from '@/lib/session/get-profile';
import { AccountGate } from '@/components/account-gate';
import { ErrorNotice, useDescribeFailure } from '@/components/error-notice';
import { controlClass, InputShell } from '@/components/input-shell';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { formClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';

/** The access tab: change the password, or set one when the account has none (is_password_exists false). */
export function ProfileAccess({ guest }: { guest: ReactNode }) {
  return (
    <AccountGate guest={guest}>{(user) => (user.is_password_exists === false ? <SetPasswordForm /> : <ChangePasswordForm />)}</AccountGate>
  );
}

type ChangeField = 'old_password' | 'password' | 'password_confirm';

function ChangePasswordForm() {
  const t = useTranslations('profile');
  const auth = useTranslations('auth');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const change = useChangePassword();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ChangeField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<Record<ChangeField, string>>({
    defaultValues: { old_password: '', password: '', password_confirm: '' },
  });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setFieldErrors({});
    setGeneral([]);
    setDone(false);
    if (values.password !== values.password_confirm) {
      setFieldErrors({ password_confirm: auth('validation.confirm') });
      return;
    }
    try {
      await change.mutateAsync(values);
      reset();
      setDone(true);
    } catch (failure) {
      const notice = describeFailure(failure);
      const next: Partial<Record<ChangeField, string>> = {};
      for (const field of ['old_password', 'password', 'password_confirm'] as const) {
        const message = notice.byField[field]?.[0] ?? (field === 'password' ? notice.byField.new_password?.[0] : undefined);
        if (message) next[field] = message;
      }
      setFieldErrors(next);
      if (Object.keys(next).length === 0) setGeneral(notice.lines);
    }
  });

  const field = (name: ChangeField, label: string, autoComplete: string) => (
    <InputShell id={`${id}-${name}`} label={label} error={fieldErrors[name]}>
      {(describedBy) => (
        <input
          className={controlClass}
          id={`${id}-${name}`}
          type="password"
          autoComplete={autoComplete}
          required
          aria-describedby={describedBy}
          aria-invalid={Boolean(fieldErrors[name]) || undefined}
          {...register(name)}
        />
      )}
    </InputShell>
  );

  return (
    <section className={cardClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('access.passwordTitle')}</h2>
      <form className={formClass} onSubmit={onSubmit} aria-busy={busy}>
        <ErrorNotice id={`${id}-notice`} notice={general.length ? { lines: general, byField: {} } : null} />
        {done && (
          <p className={noticeClass('success')} role="status">
            {t('passwordChanged')}
          </p>
        )}
        {field('old_password', t('access.oldPassword'), 'current-password')}
        {field('password', t('access.newPassword'), 'new-password')}
        {field('password_confirm', t('access.confirmPassword'), 'new-password')}
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? auth('busy') : t('access.submit')}
        </Button>
      </form>
    </section>
  );
}

function SetPasswordForm() {
  const t = useTranslations('profile');
  const auth = useTranslations('auth');
  const id = useId();
  const describeFailure = useDescribeFailure();
  const setPassword = useSetPassword();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ password: string; confirm_password: string }>({
    defaultValues: { password: '', confirm_password: '' },
  });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    if (values.password !== values.confirm_password) {
      setError(auth('validation.confirm'));
      return;
    }
    try {
      await setPassword.mutateAsync(values);
      await loadProfile();
    } catch (failure) {
      const notice = describeFailure(failure);
      // Spec section 5: the first password error, or else the confirm error.
      setError(notice.byField.password?.[0] ?? notice.byField.confirm_password?.[0] ?? notice.lines[0] ?? null);
    }
  });

  return (
    <section className={cardClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('setPasswordTitle')}</h2>
      <p>{t('setPasswordText')}</p>
      <form className={formClass} onSubmit={onSubmit} aria-busy={busy}>
        <ErrorNotice id={`${id}-notice`} notice={error ? { lines: [error], byField: {} } : null} />
        <InputShell id={`${id}-password`} label={t('access.newPassword')} hint={auth('passwordHint')}>
          {(describedBy) => (
            <input
              className={controlClass}
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              aria-describedby={[describedBy, error ? `${id}-notice` : null].filter(Boolean).join(' ')}
              {...register('password')}
            />
          )}
        </InputShell>
        <InputShell id={`${id}-confirm`} label={t('access.confirmPassword')}>
          {(describedBy) => (
            <input
              className={controlClass}
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={[describedBy, error ? `${id}-notice` : null].filter(Boolean).join(' ') || undefined}
              {...register('confirm_password')}
            />
          )}
        </InputShell>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? auth('busy') : t('setPasswordSubmit')}
        </Button>
      </form>
    </section>
  );
}
