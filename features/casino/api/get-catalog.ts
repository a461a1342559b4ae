import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { catalogReplySchema, type CasinoCategory, type CatalogGame } from '@/lib/casino/contract';

export const catalogKey = (category: CasinoCategory) => ['casino', 'catalog', category] as const;

/** GET /api/v2/games/catalog?category=: the games this visitor may open (the api leaves out blocked and disabled ones). */
export async function getCatalog(category: CasinoCategory): Promise<CatalogGame[]> {
  const { data } = await apiClient.get<unknown>('/api/v2/games/catalog', { params: { category } });
  return catalogReplySchema.parse(data).data;
}

/** The lobby's list; the server render's copy (when it had one) is shown at once and asked again after a minute. */
export function useCatalog(category: CasinoCategory, initialData?: CatalogGame[]) {
  return useQuery({
    queryKey: catalogKey(category),
    queryFn: () => getCatalog(category),
    initialData,
    staleTime: 60_000,
  });
}
