'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { formClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { readApiFailure } from '@/lib/api/validation-errors';
import { useSessionStore } from '@/lib/session/session-store';
import { SUPPORT_EMAIL_MAX, SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS, type SupportTopic } from '@/lib/support/support-contract';
import { createTicket } from '../api/tickets';

type Values = { topic: SupportTopic; message: string; email: string };
type Sent = { id: number; email: string | null };

/**
 * The support modal's contact form: a topic, the message and, for a guest, the email the answer goes to. It opens
 * a ticket in the api; a player reads the answer in the profile (Support), a guest gets it by email.
 */
export function ContactForm() {
  const t = useTranslations('supportChat.form');
  const guest = useSessionStore((state) => state.user === null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const schema = z.object({
    topic: z.enum(SUPPORT_TOPICS),
    message: z.string().trim().min(1, t('errors.messageRequired')).max(SUPPORT_MESSAGE_MAX, t('errors.messageTooLong')),
    email: guest
      ? z
          .string()
          .trim()
          .pipe(z.email(t('errors.emailInvalid')).max(SUPPORT_EMAIL_MAX, t('errors.emailInvalid')))
      : z.string(),
  });
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { topic: 'account', message: '', email: '' },
  });
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async ({ topic, message, email }) => {
    setFailure(null);
    try {
      const ticket = await createTicket({ topic, message: message.trim(), ...(guest ? { email: email.trim() } : {}) });
      setSent({ id: ticket.id, email: guest ? email.trim() : null });
    } catch (error) {
      const { status, retryAfterS } = readApiFailure(error);
      setFailure(
        status === 429 ? t('errors.tooManyRequests', { minutes: Math.max(1, Math.ceil((retryAfterS ?? 60) / 60)) }) : t('errors.failed'),
      );
    }
  });

  if (sent) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className={noticeClass('success')}>
        {sent.email ? (
          t('sentGuest', { id: sent.id, email: sent.email })
        ) : (
          <>
            {t('sentPlayer', { id: sent.id })} <Link href="/profile/support">{t('profileLink')}</Link>
          </>
        )}
      </p>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Select
        label={t('topic')}
        options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
        error={formState.errors.topic?.message}
        {...register('topic')}
      />
      <TextArea
        label={t('message')}
        hint={t('messageHint', { max: SUPPORT_MESSAGE_MAX })}
        maxLength={SUPPORT_MESSAGE_MAX}
        error={formState.errors.message?.message}
        {...register('message')}
      />
      {guest && (
        <TextField
          type="email"
          autoComplete="email"
          label={t('email')}
          hint={t('emailHint')}
          error={formState.errors.email?.message}
          {...register('email')}
        />
      )}
      <p className={noticeClass('error')} role="alert" hidden={!failure}>
        {failure}
      </p>
      <Button type="submit" variant="primary" loading={busy}>
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
