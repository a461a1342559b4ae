import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { SupportTopic } from '@/lib/support/support-contract';
import { supportTicketSchema, type SupportTicket } from '@/lib/support/tickets-schema';

export const TICKETS_KEY = ['support', 'tickets'] as const;

const oneReply = z.object({ data: supportTicketSchema });
const listReply = z.object({ data: z.array(supportTicketSchema) });

/** POST /api/v2/support/tickets: the bearer (when signed in) says whose it is; a guest gives an email. */
export async function createTicket(input: { topic: SupportTopic; message: string; email?: string }): Promise<SupportTicket> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.post<unknown>('/api/v2/support/tickets', input);
  return oneReply.parse(data).data;
}

/** GET /api/v2/support/tickets: the player's tickets, newest first, with their messages. */
export async function getTickets(): Promise<SupportTicket[]> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.get<unknown>('/api/v2/support/tickets');
  return listReply.parse(data).data;
}

/** POST /api/v2/support/tickets/{id}/messages: the player's reply on their own ticket. */
export async function replyToTicket(id: number, message: string): Promise<SupportTicket> {
  const { apiClient } = await import('@/lib/api/api-client');
  const { data } = await apiClient.post<unknown>(`/api/v2/support/tickets/${id}/messages`, { message });
  return oneReply.parse(data).data;
}

export function useTickets() {
  return useQuery({ queryKey: TICKETS_KEY, queryFn: getTickets });
}
