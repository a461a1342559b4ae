'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TIMINGS } from '@/lib/timings';
import { trackEvent } from '@/lib/analytics/track-event';
import { readApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';
import { InputShell } from '@/components/input-shell';
import { ModalLink } from '@/components/modal-link';

export type ContactMethod = 'email' | 'phone';

export function MethodTabs({ value, onChange, label }: { value: ContactMethod; onChange: (method: ContactMethod) => void; label: string }) {
  const t = useTranslations('auth');
  return (
    <div className="tabs" role="radiogroup" aria-label={label}>
      {(['email', 'phone'] as const).map((method) => (
        <button
          key={method}
          type="button"
          role="radio"
          aria-checked={value === method}
          className={value === method ? 'button button--primary' : 'button button--ghost'}
          onClick={() => onChange(method)}
        >
          {t(method)}
        </button>
      ))}
    </div>
  );
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
    <div className="form card">
      <p className="notice notice--success" role="status">
        {text}
      </p>
      <ModalLink className="button button--primary button--block" flag="login">
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
        <input id={id} aria-describedby={withNotice(describedBy)} aria-invalid={Boolean(error) || undefined} {...input} {...registration} />
      )}
    </InputShell>
  );
}
