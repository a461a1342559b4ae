import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { LOCALE_CODES } from '@/lib/locales';
import { useSessionStore } from './session-store';
import { apiClient } from '@/lib/api/api-client';
import { userReplySchema, type User } from './user-schema';

export const updateSettingsSchema = z
  .object({
    locale: z.enum(LOCALE_CODES),
    timezone: z.string().min(1),
    is_avatar_hidden: z.boolean(),
    is_statistics_hidden: z.boolean(),
    /** The nickname (lib/nickname.ts has its rules). */
    name: z.string(),
  })
  .partial();
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

/** PUT /profile/settings with any subset; the reply's user replaces the stored one (the after-login steps and the profile both save here). */
export async function updateSettings(input: UpdateSettingsInput): Promise<User> {
  const { data } = await apiClient.put<unknown>('/profile/settings', updateSettingsSchema.parse(input));
  const user = userReplySchema.parse(data).data;
  useSessionStore.getState().setUser(user);
  return user;
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings });
}
