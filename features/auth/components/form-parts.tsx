'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TIMINGS } from '@/lib/timings';
import { trackEvent } from '@/lib/analytics/track-event';
import { readApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';
import { controlClass, InputShell } from '@/components/input-shell';
import { Segmented } from '@/components/ui/segmented';
import { ModalLink } from '@/components/modal-link';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { formClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';

export type ContactMethod = 'email' | 'phone';

/** Email or phone: a segmented radio group (arrow keys switch, the group is named by `label`). */
export function MethodTabs({ value, onChange, label }: { value: ContactMethod; onChange: (method: ContactMethod) => void; label: string }) {
  const t = useTranslations('auth');
  const options = (['email', 'phone'] as const).map((method) => ({ value: method, label: t(method) }));
  return <Segmented label={label} hideLabel options={options} value={value} onChange={onChange} />;
}

/** Seconds left before a code may be requested again; restart(seconds) starts the 1 s countdown. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), TIMINGS.countdownTickMs);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export const RESEND_COOLDOWN_S = 60;

/** Spec section 8: login, registration and social failures go to analytics with the joined error text, or 'error 500'. */
export function reportAuthFailure(kind: 'login' | 'register' | 'social', failure: unknown, notice: ValidationNotice): void {
  const { status } = readApiFailure(failure);
  trackEvent(`${kind}_error`, { error: status === null || status >= 500 ? 'error 500' : notice.lines.join(', ') });
}

/** Joins a field's own description with the form's error notice, when one is shown. */
export function describedByWithNotice(noticeId: string, notice: ValidationNotice | null) {
  return (describedBy: string | undefined) => [describedBy, notice ? noticeId : null].filter(Boolean).join(' ') || undefined;
}

/** The end of a successful password reset: the news, and the way to log in with the new password. */
export function ResetSuccess({ text, linkText }: { text: string; linkText: string }) {
  return (
    <div className={`${formClass} ${cardClass}`}>
      <p className={noticeClass('success')} role="status">
        {text}
      </p>
      <ModalLink className={buttonClass({ variant: 'primary', block: true })} flag="login">
        {linkText}
      </ModalLink>
    </div>
  );
}

type DescribeWithNotice = (describedBy: string | undefined) => string | undefined;

/** A labelled text input registered with the form: its hint, its error and the form's notice describe it. */
export function TextField({
  id,
  label,
  hint,
  error,
  withNotice,
  registration,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  withNotice: DescribeWithNotice;
  registration: UseFormRegisterReturn;
}) {
  return (
    <InputShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className={controlClass}
          aria-describedby={withNotice(describedBy)}
          aria-invalid={Boolean(error) || undefined}
          {...input}
          {...registration}
        />
      )}
    </InputShell>
  );
}
