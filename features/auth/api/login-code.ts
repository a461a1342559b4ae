import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { authReplySchema, successReplySchema, type AuthReply } from './auth-reply-schema';

const contactSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: z.email() }),
  z.object({ method: z.literal('phone'), phone: z.string().regex(/^\+\d{10,15}$/) }),
]);
export const requestLoginCodeSchema = contactSchema;
export type LoginContact = z.infer<typeof contactSchema>;

export const loginByCodeSchema = z.object({ contact: contactSchema, code: z.string().regex(/^\d{6}$/) });
export type LoginByCodeInput = z.infer<typeof loginByCodeSchema>;

const bodyOf = (contact: LoginContact) => (contact.method === 'email' ? { email: contact.email } : { phone: contact.phone });

/** POST /login/{email|phone}/verification, or the resend call when `resend` is set (60 s cooldown, 429 inside it). */
export async function requestLoginCode(input: LoginContact & { resend?: boolean }): Promise<void> {
  const contact = requestLoginCodeSchema.parse(input);
  const path =
    contact.method === 'email'
      ? input.resend
        ? '/api/v2/auth/login/email/resend'
        : '/api/v2/auth/login/email/verification'
      : input.resend
        ? '/api/v2/auth/login/phone/code/resend?type=sms'
        : '/api/v2/auth/login/phone/verification';
  const { data } = await apiClient.post<unknown>(path, bodyOf(contact));
  successReplySchema.parse(data);
}

/** POST /login/email/code or /login/phone/code?type=sms with the 6-digit code. */
export async function loginByCode(input: LoginByCodeInput): Promise<AuthReply> {
  const { contact, code } = loginByCodeSchema.parse(input);
  const path = contact.method === 'email' ? '/api/v2/auth/login/email/code' : '/api/v2/auth/login/phone/code?type=sms';
  const { data } = await apiClient.post<unknown>(path, { ...bodyOf(contact), code });
  return authReplySchema.parse(data);
}

export function useRequestLoginCode() {
  return useMutation({ mutationFn: requestLoginCode });
}

export function useLoginByCode() {
  return useMutation({ mutationFn: loginByCode });
}
