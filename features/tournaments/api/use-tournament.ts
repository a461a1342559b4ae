import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { tournamentReplySchema, type TournamentReply } from '@/lib/tournaments/contract';

/** The leaderboard refreshes this often while the page is open (and the caller's own place with it). */
export const LEADERBOARD_REFRESH_MS = 10_000;

/** GET /api/v2/tournaments/{id} from the browser, with the player's bearer when signed in (their own place). */
export async function fetchTournament(id: string): Promise<TournamentReply['data']> {
  const { data } = await apiClient.get<unknown>(`/api/v2/tournaments/${encodeURIComponent(id)}`);
  return tournamentReplySchema.parse(data).data;
}

/** Starts from the server render's (guest) reply and asks again at once, then every 10 s while the race runs. */
export function useTournament(initial: TournamentReply['data'], live: boolean) {
  return useQuery({
    queryKey: ['tournaments', 'one', initial.slug],
    queryFn: () => fetchTournament(initial.slug),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: live ? LEADERBOARD_REFRESH_MS : false,
  });
}
