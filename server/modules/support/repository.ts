import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';

/** All SQL of the support tickets. */

export type StoredMessage = { id: number; ticketId: number; author: 'player' | 'operator'; body: string; createdAt: string };
export type StoredTicket = {
  id: number;
  userId: number | null;
  email: string | null;
  topic: string;
  status: string;
  createdAt: string;
  updatedAt: string;
};

type TicketRow = {
  id: unknown;
  user_id: unknown;
  email: string | null;
  topic: string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const TICKET_COLUMNS = 'id, user_id, email, topic, status, created_at, updated_at';

const toTicket = (row: TicketRow): StoredTicket => ({
  id: toSafeInteger(row.id),
  userId: row.user_id === null ? null : toSafeInteger(row.user_id),
  email: row.email,
  topic: row.topic,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function insertTicket(
  q: Queryable,
  ticket: { userId: number | null; email: string | null; topic: string },
): Promise<StoredTicket> {
  const rows = await q.query<TicketRow>(
    `INSERT INTO support_tickets (user_id, email, topic) VALUES ($1, $2, $3) RETURNING ${TICKET_COLUMNS}`,
    [ticket.userId, ticket.email, ticket.topic],
  );
  return toTicket(rows[0]);
}

export async function insertMessage(
  q: Queryable,
  message: { ticketId: number; author: 'player' | 'operator'; body: string; operatorName?: string },
): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    'INSERT INTO support_messages (ticket_id, author, body, operator_name) VALUES ($1, $2, $3, $4) RETURNING id',
    [message.ticketId, message.author, message.body, message.operatorName ?? null],
  );
  return toSafeInteger(rows[0].id);
}

export async function setTicketStatus(q: Queryable, ticketId: number, status: string): Promise<void> {
  await q.query('UPDATE support_tickets SET status = $2, updated_at = now() WHERE id = $1', [ticketId, status]);
}

/** The ticket, locked for the answer or reply being written; null when missing or (with userId) not that player's. */
export async function lockTicket(q: Queryable, ticketId: number, userId: number | null): Promise<StoredTicket | null> {
  const rows = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2) FOR UPDATE`,
    [ticketId, userId],
  );
  return rows[0] ? toTicket(rows[0]) : null;
}

export async function listPlayerTickets(q: Queryable, userId: number, limit: number): Promise<StoredTicket[]> {
  const rows = await q.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map(toTicket);
}

export async function listTicketsByStatus(q: Queryable, status: string, limit: number): Promise<StoredTicket[]> {
  const rows = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE status = $1 ORDER BY updated_at, id LIMIT $2`,
    [status, limit],
  );
  return rows.map(toTicket);
}

export async function listMessages(q: Queryable, ticketIds: number[]): Promise<StoredMessage[]> {
  if (ticketIds.length === 0) return [];
  const rows = await q.query<{ id: unknown; ticket_id: unknown; author: 'player' | 'operator'; body: string; created_at: Date | string }>(
    'SELECT id, ticket_id, author, body, created_at FROM support_messages WHERE ticket_id = ANY($1::bigint[]) ORDER BY id',
    [ticketIds],
  );
  return rows.map((row) => ({
    id: toSafeInteger(row.id),
    ticketId: toSafeInteger(row.ticket_id),
    author: row.author,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
