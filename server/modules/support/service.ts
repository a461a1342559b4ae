import type { SupportMessageView, SupportTicketStatus, SupportTicketView, SupportTopic } from '@/lib/support/support-contract';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { NotFoundError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../delivery/service';
import { notifySupportReply } from '../notifications/service';
import {
  insertMessage,
  insertTicket,
  listMessages,
  listPlayerTickets,
  listTicketsByStatus,
  lockTicket,
  setTicketStatus,
  type StoredMessage,
  type StoredTicket,
} from './repository';

export type SupportDeps = {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  rules: { ticketIp: RateLimitRule; replyUser: RateLimitRule };
  log: { error(object: object, message: string): void };
};

/** A player sees their newest tickets, this many at most. */
export const PLAYER_TICKETS_LIMIT = 50;
/** The operators' queue shows this many of the oldest waiting tickets. */
export const OPERATOR_QUEUE_LIMIT = 200;

export type OperatorTicketView = SupportTicketView & { user_id: number | null; email: string | null };

function view(ticket: StoredTicket, messages: StoredMessage[]): SupportTicketView {
  return {
    id: ticket.id,
    topic: ticket.topic as SupportTopic,
    status: ticket.status as SupportTicketStatus,
    created_at: ticket.createdAt,
    updated_at: ticket.updatedAt,
    messages: messages
      .filter((message) => message.ticketId === ticket.id)
      .map((message): SupportMessageView => ({
        id: message.id,
        author: message.author,
        body: message.body,
        created_at: message.createdAt,
      })),
  };
}

async function withMessages(db: Db, tickets: StoredTicket[]): Promise<SupportTicketView[]> {
  const messages = await listMessages(
    db,
    tickets.map((ticket) => ticket.id),
  );
  return tickets.map((ticket) => view(ticket, messages));
}

/**
 * Opens a ticket with its first message: a signed-in player's (answers reach them in the profile and as a
 * notification) or a guest's, who gives an email the answer is sent to. Tickets from one address are limited.
 */
export async function openTicket(
  deps: SupportDeps,
  input: { userId: number | null; email: string | null; topic: SupportTopic; message: string; ip: string },
): Promise<SupportTicketView> {
  await enforceRateLimits(deps.limiter, [{ key: `support-ticket:ip:${input.ip}`, rule: deps.rules.ticketIp }]);
  const ticket = await deps.db.transaction(async (tx) => {
    const made = await insertTicket(tx, { userId: input.userId, email: input.userId === null ? input.email : null, topic: input.topic });
    await insertMessage(tx, { ticketId: made.id, author: 'player', body: input.message });
    return made;
  });
  return (await withMessages(deps.db, [ticket]))[0];
}

export async function playerTickets(db: Db, userId: number): Promise<SupportTicketView[]> {
  return withMessages(db, await listPlayerTickets(db, userId, PLAYER_TICKETS_LIMIT));
}

/** The player's reply on their own ticket (another's is a 404); the ticket waits for the operators again. */
export async function replyAsPlayer(deps: SupportDeps, userId: number, ticketId: number, body: string): Promise<SupportTicketView> {
  await enforceRateLimits(deps.limiter, [{ key: `support-reply:user:${userId}`, rule: deps.rules.replyUser }]);
  const ticket = await deps.db.transaction(async (tx) => {
    const found = await lockTicket(tx, ticketId, userId);
    if (!found) return null;
    await insertMessage(tx, { ticketId, author: 'player', body });
    await setTicketStatus(tx, ticketId, 'open');
    return { ...found, status: 'open' };
  });
  if (!ticket) throw new NotFoundError('Ticket not found.');
  return (await withMessages(deps.db, [ticket]))[0];
}

export async function operatorQueue(db: Db, status: SupportTicketStatus): Promise<OperatorTicketView[]> {
  const tickets = await listTicketsByStatus(db, status, OPERATOR_QUEUE_LIMIT);
  const views = await withMessages(db, tickets);
  return views.map((item, index) => ({ ...item, user_id: tickets[index].userId, email: tickets[index].email }));
}

/**
 * An operator's answer: stored with the ticket marked answered and, for a player, a notification in the same
 * transaction; a guest gets it by email (a failed email is logged: the answer stays on the ticket).
 */
export async function answerTicket(
  deps: SupportDeps,
  input: { ticketId: number; body: string; operatorName: string; close: boolean },
): Promise<OperatorTicketView> {
  const ticket = await deps.db.transaction(async (tx) => {
    const found = await lockTicket(tx, input.ticketId, null);
    if (!found) return null;
    const messageId = await insertMessage(tx, {
      ticketId: found.id,
      author: 'operator',
      body: input.body,
      operatorName: input.operatorName,
    });
    const status = input.close ? 'closed' : 'answered';
    await setTicketStatus(tx, found.id, status);
    if (found.userId !== null) await notifySupportReply(tx, { userId: found.userId, ticketId: found.id, messageId });
    return { ...found, status };
  });
  if (!ticket) throw new NotFoundError('Ticket not found.');
  if (ticket.userId === null && ticket.email) {
    await deps.mailer
      .send({ to: ticket.email, subject: `Re: support request #${ticket.id}`, text: input.body })
      .catch((error: unknown) => deps.log.error({ err: error, ticketId: ticket.id }, 'support answer email failed'));
  }
  const [item] = await withMessages(deps.db, [ticket]);
  return { ...item, user_id: ticket.userId, email: ticket.email };
}
