import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

/** The reply is unused (spec section 7); the call tells the api the user is back. */
export const notificationsReplySchema = z.unknown();

export async function getNotifications(): Promise<void> {
  await apiClient.get('/api/v1/notifications');
}
