'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePlayerDateTime } from '@/components/use-player-date-time';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AccountGate } from '@/components/account-gate';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formClass } from '@/components/ui/form-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { SUPPORT_MESSAGE_MAX } from '@/lib/support/support-contract';
import type { SupportTicket } from '@/lib/support/tickets-schema';
import { replyToTicket, TICKETS_KEY, useTickets } from '../api/tickets';
import styles from './support-tickets.module.css';

/** /profile/support: the player's requests with the support team's answers and a reply form; a guest the prompt. */
export function SupportTicketsView({ guest }: { guest: ReactNode }) {
  return <AccountGate guest={guest}>{() => <TicketList />}</AccountGate>;
}

function TicketList() {
  const t = useTranslations('supportChat.tickets');
  const query = useTickets();
  if (query.isPending) return <Skeleton height="160px" radius="md" />;
  if (query.isError) {
    return (
      <p role="alert">
        {t('failed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  if (query.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <ul className={styles.list} role="list">
      {query.data.map((ticket) => (
        <TicketThread key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

const STATUS_TONE = { open: 'neutral', answered: 'success', closed: 'neutral' } as const;

function TicketThread({ ticket }: { ticket: SupportTicket }) {
  const t = useTranslations('supportChat');
  const when = usePlayerDateTime();
  const headingId = `ticket-${ticket.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} className={styles.ticket}>
      <header className={styles.head}>
        <h3 id={headingId}>
          {t('tickets.ticket', { id: ticket.id })} · {t(`form.topics.${ticket.topic}`)}
        </h3>
        <Badge tone={STATUS_TONE[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>
      </header>
      <ol className={styles.messages}>
        {ticket.messages.map((message) => (
          <li key={message.id} className={message.author === 'operator' ? styles.operator : styles.player}>
            <p className={styles.meta}>
              <strong>{message.author === 'operator' ? t('tickets.support') : t('tickets.you')}</strong>{' '}
              <time dateTime={message.created_at}>{when(message.created_at)}</time>
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status !== 'closed' && <ReplyForm ticketId={ticket.id} />}
    </Card>
  );
}

function ReplyForm({ ticketId }: { ticketId: number }) {
  const t = useTranslations('supportChat.tickets');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return setError(t('replyRequired'));
    setBusy(true);
    setError(null);
    try {
      const updated = await replyToTicket(ticketId, message);
      queryClient.setQueryData<SupportTicket[]>(TICKETS_KEY, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      setText('');
    } catch {
      setError(t('replyFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={formClass} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <TextArea
        label={t('reply')}
        rows={3}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="ghost" loading={busy}>
        {busy ? t('replySending') : t('replySubmit')}
      </Button>
    </form>
  );
}
