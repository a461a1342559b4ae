import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const changePasswordSchema = z.object({
  old_password: z.string().min(1),
  password: z.string().min(8).max(128),
  password_confirm: z.string(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /password/update; a 422 carries errors on old_password, password and password_confirm. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiClient.post('/password/update', changePasswordSchema.parse(input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
