import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { favouritesReplySchema } from '@/lib/casino/contract';

export const FAVOURITES_KEY = ['casino', 'favourites'] as const;

/** GET /api/v2/games/favourites: the player's favourite games' codes, newest first. */
export async function getFavourites(): Promise<string[]> {
  const { data } = await apiClient.get<unknown>('/api/v2/games/favourites');
  return favouritesReplySchema.parse(data).data;
}

export function useFavourites(enabled: boolean) {
  return useQuery({ queryKey: FAVOURITES_KEY, queryFn: getFavourites, enabled });
}
