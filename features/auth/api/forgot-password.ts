import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { successReplySchema } from './auth-reply-schema';

export const forgotPasswordSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: z.email() }),
  z.object({ method: z.literal('phone'), phone: z.string().regex(/^\+\d{10,15}$/) }),
]);
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/v2/auth/password/{email|phone}/forgot: always `{ success: true }` (no enumeration). */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  const { method, ...body } = forgotPasswordSchema.parse(input);
  const { data } = await apiClient.post<unknown>(`/api/v2/auth/password/${method}/forgot`, body);
  successReplySchema.parse(data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
