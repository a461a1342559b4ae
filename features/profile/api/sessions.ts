import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const sessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string().nullable(),
  host: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the user's live sessions, most recently seen first. */
export async function getSessions(): Promise<AccountSession[]> {
  const { data } = await apiClient.get<unknown>('/auth/sessions');
  return z.object({ data: z.array(sessionSchema) }).parse(data).data;
}

/** DELETE /auth/sessions/others: every session but this one ends. */
export async function endOtherSessions(): Promise<void> {
  await apiClient.delete('/auth/sessions/others');
}

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
