import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const outboxMessageSchema = z.object({
  id: z.union([z.string(), z.number()]),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullish(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const devOutboxReplySchema = z.object({ data: z.array(outboxMessageSchema) });

/** GET /dev/outbox?to=: newest first. `null` when the api answers 404 (a real transport is configured). */
export async function getDevOutbox(to: string): Promise<OutboxMessage[] | null> {
  const response = await apiClient.get('/dev/outbox', { params: { to }, validateStatus: (status) => status === 200 || status === 404 });
  if (response.status === 404) return null;
  return [...devOutboxReplySchema.parse(response.data).data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
