import { toSafeInteger, type Queryable } from '../../db/db';

export type OutboxMessage = { id: number; channel: 'email' | 'sms'; to: string; subject: string | null; text: string; created_at: string };

export async function insertOutboxMessage(
  q: Queryable,
  message: { channel: 'email' | 'sms'; to: string; subject: string | null; text: string },
): Promise<void> {
  await q.query('INSERT INTO dev_outbox (channel, to_address, subject, body) VALUES ($1, $2, $3, $4)', [
    message.channel,
    message.to,
    message.subject,
    message.text,
  ]);
}

/** The newest messages to an address first. */
export async function findOutboxMessages(q: Queryable, to: string, limit: number): Promise<OutboxMessage[]> {
  const rows = await q.query<{
    id: unknown;
    channel: 'email' | 'sms';
    to_address: string;
    subject: string | null;
    body: string;
    created_at: Date | string;
  }>('SELECT id, channel, to_address, subject, body, created_at FROM dev_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT $2', [
    to,
    limit,
  ]);
  return rows.map((row) => ({
    id: toSafeInteger(row.id, 'outbox id'),
    channel: row.channel,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
