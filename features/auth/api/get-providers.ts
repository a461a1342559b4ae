import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const providersReplySchema = z.object({ data: z.array(z.object({ name: z.string().min(1) })) });
export type SocialProvider = z.infer<typeof providersReplySchema>['data'][number];

const PROVIDERS_STALE_MS = 5 * 60_000;

/** GET /auth/providers: the social sign-in providers the api is configured with (an empty list when none). */
export async function getProviders(): Promise<SocialProvider[]> {
  const { data } = await apiClient.get<unknown>('/auth/providers');
  return providersReplySchema.parse(data).data;
}

export function useProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: PROVIDERS_STALE_MS });
}
