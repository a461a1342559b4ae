'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId, useState } from 'react';
import { getDevOutbox } from '../api/get-dev-outbox';
import { QueryProvider } from '@/components/query-provider';
import { formatDateTime } from '@/lib/format-date';

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
        className="form card"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() === to) void outbox.refetch();
          else setTo(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('filter')}</label>
          <input id={`${id}-to`} value={draft} onChange={(event) => setDraft(event.target.value)} aria-describedby={`${id}-hint`} />
          <small id={`${id}-hint`} className="field__hint">
            {t('filterHint')}
          </small>
        </div>
        <button type="submit" className="button button--primary" disabled={outbox.isFetching} aria-busy={outbox.isFetching}>
          {t('refresh')}
        </button>
      </form>
      {to.length < 3 ? (
        <p className="empty-state">{t('enterRecipient')}</p>
      ) : outbox.isPending ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : outbox.isError ? (
        <p className="notice notice--error" role="alert">
          {t('failed')}
        </p>
      ) : outbox.data === null ? (
        <p className="notice" role="status">
          {t('notAvailable')}
        </p>
      ) : outbox.data.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ol className="outbox-list" aria-label={t('title')}>
          {outbox.data.map((message) => (
            <li key={message.id} className="card">
              <h2>{message.subject || message.channel}</h2>
              <dl className="details-list">
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
