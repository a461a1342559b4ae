'use client';

import { useTranslations } from 'next-intl';
import { describeApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';
import { noticeClass } from './ui/notice';

/** The multi-line error notice of spec section 5. */
export function ErrorNotice({ id, notice }: { id: string; notice: ValidationNotice | null }) {
  const t = useTranslations('auth');
  if (!notice || notice.lines.length === 0) return null;
  return (
    <div id={id} className={noticeClass('error')} role="alert">
      {notice.lines.length > 1 && <p>{t('errorTitle')}</p>}
      {notice.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** Turns a failed call into the notice, translating codes under `error.<code>`. */
export function useDescribeFailure() {
  const t = useTranslations('auth');
  const errors = useTranslations('error');
  return (failure: unknown): ValidationNotice =>
    describeApiFailure(failure, (code) => (/^[a-z][a-z0-9_]*$/.test(code) && errors.has(code) ? errors(code) : undefined), {
      generic: t('genericError'),
      // Login limits wait up to 15 minutes: a minute or more reads in whole minutes, rounded up.
      tooManyRequests: (seconds) =>
        seconds >= 60 ? t('tooManyRequestsMinutes', { minutes: Math.ceil(seconds / 60) }) : t('tooManyRequests', { seconds }),
    });
}
