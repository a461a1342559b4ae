import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { apiClient } from '@/lib/api/api-client';
import { authReplySchema, type AuthReply } from './auth-reply-schema';

const extras = {
  password: z.string().min(8).max(128),
  currency: z.enum(CURRENCIES),
  partner: z.string().optional(),
  adplace: z.string().optional(),
  stag: z.string().optional(),
  promo: z.string().optional(),
  fingerprint: z.string().nullable().optional(),
  'h-captcha-response': z.string().optional(),
  'g-recaptcha-response': z.string().optional(),
};

export const registerSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: z.email(), ...extras }),
  z.object({ method: z.literal('phone'), phone: z.string().regex(/^\+\d{10,15}$/), ...extras }),
]);
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/v2/auth/register/{email|phone}. */
export async function register(input: RegisterInput): Promise<AuthReply> {
  const { method, ...body } = registerSchema.parse(input);
  const { data } = await apiClient.post<unknown>(`/api/v2/auth/register/${method}`, body);
  return authReplySchema.parse(data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
