import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api/api-client';

export const notificationsReplySchema = z.object({
  data: z.array(z.object({ id: z.number().int(), type: z.string(), text: z.string(), created_at: z.string(), read: z.boolean() })),
  meta: z.object({ unread: z.number().int() }),
});

/** At most this many unread notices are raised at once; the oldest of a longer backlog are only marked read. */
const SHOWN_AT_ONCE = 3;

/**
 * The fetch that follows a login (spec section 4): the player's unread notifications (a credited deposit, a paid or
 * returned payout; the api writes them in the interface's language) are raised as notices, oldest first, and marked
 * read so they are told once.
 */
export async function getNotifications(): Promise<void> {
  const { data } = await apiClient.get<unknown>('/api/v1/notifications');
  const unread = notificationsReplySchema.parse(data).data.filter((item) => !item.read);
  if (unread.length === 0) return;
  for (const item of unread.slice(0, SHOWN_AT_ONCE).reverse()) toast.show({ text: item.text, tone: 'success' });
  await apiClient.post('/api/v1/notifications/read', { ids: unread.map((item) => item.id).slice(0, 100) });
}
