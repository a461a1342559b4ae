import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { successReplySchema } from './auth-reply-schema';

export const checkResetTokenSchema = z.object({ token: z.string().min(1), phone: z.string().optional() });
export type CheckResetTokenInput = z.infer<typeof checkResetTokenSchema>;

/** POST /email/token/check (token) or /phone/token/check (phone, token); throws when the token is not usable. */
export async function checkResetToken(input: CheckResetTokenInput): Promise<void> {
  const { token, phone } = checkResetTokenSchema.parse(input);
  const { data } = phone
    ? await apiClient.post<unknown>('/api/v2/auth/password/phone/token/check', { phone, token })
    : await apiClient.post<unknown>('/api/v2/auth/password/email/token/check', { token });
  if (!successReplySchema.parse(data).success) throw new Error('The reset token was refused');
}
