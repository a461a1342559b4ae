import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const setPasswordSchema = z.object({ password: z.string().min(8).max(128), confirm_password: z.string() });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** POST /api/v2/auth/password/set, for an account without a password. */
export async function setPassword(input: SetPasswordInput): Promise<void> {
  await apiClient.post('/api/v2/auth/password/set', setPasswordSchema.parse(input));
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
