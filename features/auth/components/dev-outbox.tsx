'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId, useState } from 'react';
import { getDevOutbox } from '../api/get-dev-outbox';
import { QueryProvider } from '@/components/query-provider';
import { formatDateTime } from '@/lib/format-date';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { detailsClass, formClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';

export function DevOutbox() {
  return (
    <QueryProvider>
      <OutboxList />
    </QueryProvider>
  );
}

/** The api's dev outbox: the codes and links a local user needs to finish registration or recovery with no SMTP. */
function OutboxList() {
  const t = useTranslations('devOutbox');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const id = useId();
  const initial = useSearchParams().get('to') ?? '';
  const [draft, setDraft] = useState(initial);
  const [to, setTo] = useState(initial.trim());
  // The api lists one recipient's messages at a time, so nothing is asked before there is one.
  const outbox = useQuery({ queryKey: ['dev-outbox', to], queryFn: () => getDevOutbox(to), enabled: to.length >= 3 });

  return (
    <>
      <form
        className={`${formClass} ${cardClass}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() === to) void outbox.refetch();
          else setTo(draft.trim());
        }}
      >
        <TextField
          id={`${id}-to`}
          label={t('filter')}
          hint={t('filterHint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="primary" loading={outbox.isFetching}>
          {t('refresh')}
        </Button>
      </form>
      {to.length < 3 ? (
        <EmptyState>{t('enterRecipient')}</EmptyState>
      ) : outbox.isPending ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : outbox.isError ? (
        <p className={noticeClass('error')} role="alert">
          {t('failed')}
        </p>
      ) : outbox.data === null ? (
        <p className={noticeClass('info')} role="status">
          {t('notAvailable')}
        </p>
      ) : outbox.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ol className="outbox-list" aria-label={t('title')}>
          {outbox.data.map((message) => (
            <li key={message.id} className={cardClass}>
              <h2>{message.subject || message.channel}</h2>
              <dl className={detailsClass}>
                <div>
                  <dt>{t('to')}</dt>
                  <dd>{message.to}</dd>
                </div>
                <div>
                  <dt>{t('channel')}</dt>
                  <dd>{message.channel}</dd>
                </div>
                <div>
                  <dt>{t('sentAt')}</dt>
                  <dd>{formatDateTime(new Date(message.created_at), { locale, timeZone, dateStyle: 'medium', timeStyle: 'medium' })}</dd>
                </div>
              </dl>
              <pre>{message.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
