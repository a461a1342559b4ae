import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { favouritesReplySchema } from '@/lib/casino/contract';
import { FAVOURITES_KEY } from './get-favourites';

export interface ToggleFavourite {
  code: string;
  /** true adds the game (PUT), false removes it (DELETE). */
  favourite: boolean;
}

/** PUT|DELETE /api/v2/games/favourites/{code}: answers the whole list. */
export async function toggleFavourite({ code, favourite }: ToggleFavourite): Promise<string[]> {
  const path = `/api/v2/games/favourites/${encodeURIComponent(code)}`;
  const { data } = favourite ? await apiClient.put<unknown>(path) : await apiClient.delete<unknown>(path);
  return favouritesReplySchema.parse(data).data;
}

/** The heart changes at once; a refusal puts the list back as it was, the reply replaces it with the api's. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async ({ code, favourite }) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY });
      const before = queryClient.getQueryData<string[]>(FAVOURITES_KEY);
      const rest = (before ?? []).filter((item) => item !== code);
      queryClient.setQueryData<string[]>(FAVOURITES_KEY, favourite ? [code, ...rest] : rest);
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(FAVOURITES_KEY, context?.before),
    onSuccess: (codes) => queryClient.setQueryData(FAVOURITES_KEY, codes),
  });
}
