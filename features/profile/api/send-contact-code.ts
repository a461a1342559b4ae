import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const sendContactCodeSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: z.email().optional() }),
  z.object({
    channel: z.literal('phone'),
    phone: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .optional(),
  }),
]);
export type SendContactCodeInput = z.infer<typeof sendContactCodeSchema>;

/**
 * POST /api/v2/auth/{email|phone}/send: a code to confirm the account's own address, or a new one for an account
 * that has none (the address goes in the body then).
 */
export async function sendContactCode(input: SendContactCodeInput): Promise<void> {
  const { channel, ...body } = sendContactCodeSchema.parse(input);
  await apiClient.post(`/api/v2/auth/${channel}/send`, body);
}

export function useSendContactCode() {
  return useMutation({ mutationFn: sendContactCode });
}
