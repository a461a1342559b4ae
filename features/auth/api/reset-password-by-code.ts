import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { successReplySchema } from './auth-reply-schema';

const passwords = { code: z.string().regex(/^\d{6}$/), password: z.string().min(8).max(128), password_confirm: z.string() };

export const resetPasswordByCodeSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: z.email(), ...passwords }),
  z.object({ method: z.literal('phone'), phone: z.string().regex(/^\+\d{10,15}$/), ...passwords }),
]);
export type ResetPasswordByCodeInput = z.infer<typeof resetPasswordByCodeSchema>;

const tokenReplySchema = z.object({ token: z.string().min(1) }).loose();

/**
 * By email: POST /email/reset/code with the code and the new password. By phone: POST /phone/code/confirm
 * trades the code for a reset token, then POST /phone/reset sets the password.
 */
export async function resetPasswordByCode(input: ResetPasswordByCodeInput): Promise<void> {
  const parsed = resetPasswordByCodeSchema.parse(input);
  if (parsed.method === 'email') {
    const { method: _method, ...body } = parsed;
    successReplySchema.parse((await apiClient.post('/api/v2/auth/password/email/reset/code', body)).data);
    return;
  }
  const { data } = await apiClient.post<unknown>('/api/v2/auth/password/phone/code/confirm', { phone: parsed.phone, code: parsed.code });
  const { token } = tokenReplySchema.parse(data);
  const reply = await apiClient.post('/api/v2/auth/password/phone/reset', {
    phone: parsed.phone,
    token,
    password: parsed.password,
    password_confirm: parsed.password_confirm,
  });
  successReplySchema.parse(reply.data);
}

export function useResetPasswordByCode() {
  return useMutation({ mutationFn: resetPasswordByCode });
}
