import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { authReplySchema, type AuthReply } from './auth-reply-schema';

/** The captcha answers a step-up asks for (docs/auth-contract.md); sent only once the api asked. */
const captchaAnswer = {
  'h-captcha-response': z.string().min(1).optional(),
  'g-recaptcha-response': z.string().min(1).optional(),
};

export const loginByPasswordSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: z.email(), password: z.string().min(1), ...captchaAnswer }),
  z.object({ method: z.literal('phone'), phone: z.string().regex(/^\+\d{10,15}$/), password: z.string().min(1), ...captchaAnswer }),
]);
export type LoginByPasswordInput = z.infer<typeof loginByPasswordSchema>;

/** POST /api/v2/auth/login/{email|phone}/password. */
export async function loginByPassword(input: LoginByPasswordInput): Promise<AuthReply> {
  const { method, ...body } = loginByPasswordSchema.parse(input);
  const { data } = await apiClient.post<unknown>(`/api/v2/auth/login/${method}/password`, body);
  return authReplySchema.parse(data);
}

export function useLoginByPassword() {
  return useMutation({ mutationFn: loginByPassword });
}
