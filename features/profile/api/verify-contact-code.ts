import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const verifyContactCodeSchema = z.object({ channel: z.enum(['email', 'phone']), code: z.string().regex(/^\d{6}$/) });
export type VerifyContactCodeInput = z.infer<typeof verifyContactCodeSchema>;

/** POST /api/v2/auth/{email|phone}/verify/code: confirms the address the code was sent to. */
export async function verifyContactCode(input: VerifyContactCodeInput): Promise<void> {
  const { channel, code } = verifyContactCodeSchema.parse(input);
  await apiClient.post(`/api/v2/auth/${channel}/verify/code`, { code });
}

export function useVerifyContactCode() {
  return useMutation({ mutationFn: verifyContactCode });
}
