import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { successReplySchema } from './auth-reply-schema';

export const resetPasswordByTokenSchema = z.object({
  token: z.string().min(1),
  phone: z.string().optional(),
  password: z.string().min(8).max(128),
  password_confirm: z.string(),
});
export type ResetPasswordByTokenInput = z.infer<typeof resetPasswordByTokenSchema>;

/** POST /email/reset/token, or /phone/reset for a link that came by SMS. */
export async function resetPasswordByToken(input: ResetPasswordByTokenInput): Promise<void> {
  const { phone, ...body } = resetPasswordByTokenSchema.parse(input);
  const { data } = phone
    ? await apiClient.post<unknown>('/api/v2/auth/password/phone/reset', { phone, ...body })
    : await apiClient.post<unknown>('/api/v2/auth/password/email/reset/token', body);
  successReplySchema.parse(data);
}

export function useResetPasswordByToken() {
  return useMutation({ mutationFn: resetPasswordByToken });
}
