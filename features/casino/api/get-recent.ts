import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { recentReplySchema, type CatalogGame } from '@/lib/casino/contract';

export const RECENT_KEY = ['casino', 'recent'] as const;

/** GET /api/v2/games/recent: the games the player launched, most recent first. */
export async function getRecent(): Promise<CatalogGame[]> {
  const { data } = await apiClient.get<unknown>('/api/v2/games/recent');
  return recentReplySchema.parse(data).data;
}

export function useRecent(enabled: boolean) {
  return useQuery({ queryKey: RECENT_KEY, queryFn: getRecent, enabled });
}
