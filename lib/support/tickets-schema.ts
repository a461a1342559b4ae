import { z } from 'zod';
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from './support-contract';

/** The api's support ticket as the web reads it. */
export const supportTicketSchema = z.object({
  id: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.array(z.object({ id: z.number().int(), author: z.enum(['player', 'operator']), body: z.string(), created_at: z.string() })),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
