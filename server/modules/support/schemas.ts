import { z } from 'zod';
import { SUPPORT_EMAIL_MAX, SUPPORT_MESSAGE_MAX, SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from '@/lib/support/support-contract';

export const messageField = z
  .string()
  .trim()
  .min(1, 'message_required: Write your message.')
  .max(SUPPORT_MESSAGE_MAX, `message_too_long: A message is at most ${SUPPORT_MESSAGE_MAX} characters.`);

export const topicField = z.enum(SUPPORT_TOPICS, { message: `invalid_topic: The topic must be one of ${SUPPORT_TOPICS.join(', ')}.` });

export const guestEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'invalid_email: The email is not valid.' }).max(SUPPORT_EMAIL_MAX, 'invalid_email: The email is too long.'));

const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'operator']),
  body: z.string(),
  created_at: z.string(),
});

export const ticketSchema = z.object({
  id: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.array(messageSchema),
});

export const operatorTicketSchema = ticketSchema.extend({ user_id: z.number().int().nullable(), email: z.string().nullable() });

export const ticketIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
