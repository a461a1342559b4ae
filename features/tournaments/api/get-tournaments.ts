import { unstable_rethrow } from 'next/navigation';
import { webEnv } from '@/lib/config/web-env';
import { toAcceptLanguage } from '@/lib/locales';
import type { TournamentStatus } from '@/lib/tournaments';
import { tournamentReplySchema, tournamentsReplySchema, type Tournament, type TournamentReply } from '@/lib/tournaments/contract';

export interface TournamentsRequest {
  apiBaseUrl?: string;
  timeoutMs?: number;
}

async function fetchApi(path: string, locale: string, request: TournamentsRequest): Promise<Response> {
  const { apiBaseUrl = webEnv.API_INTERNAL_URL, timeoutMs = webEnv.API_TIMEOUT_MS } = request;
  return fetch(new URL(path, apiBaseUrl), {
    headers: { Accept: 'application/json', 'Accept-Language': toAcceptLanguage(locale) },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The tournaments of a status for a server render (GET /api/v2/tournaments); null when the api did not answer. */
export async function getTournaments(
  status: TournamentStatus,
  locale: string,
  request: TournamentsRequest = {},
): Promise<Tournament[] | null> {
  try {
    const response = await fetchApi(`/api/v2/tournaments?status=${status}`, locale, request);
    if (!response.ok) throw new Error(`status ${response.status}`);
    return tournamentsReplySchema.parse(await response.json()).data;
  } catch (error) {
    // Next's own signals (a render that must be dynamic) are not failures.
    unstable_rethrow(error);
    console.warn(`[tournaments] ${status} failed:`, String(error));
    return null;
  }
}

export type TournamentLookup = { kind: 'found'; tournament: TournamentReply['data'] } | { kind: 'not_found' } | { kind: 'error' };

/** One tournament with its leaderboard as a guest sees it (GET /api/v2/tournaments/{id}); a 404 is not_found. */
export async function getTournament(id: string, locale: string, request: TournamentsRequest = {}): Promise<TournamentLookup> {
  try {
    const response = await fetchApi(`/api/v2/tournaments/${encodeURIComponent(id)}`, locale, request);
    if (response.status === 404 || response.status === 422) return { kind: 'not_found' };
    if (!response.ok) throw new Error(`status ${response.status}`);
    return { kind: 'found', tournament: tournamentReplySchema.parse(await response.json()).data };
  } catch (error) {
    unstable_rethrow(error);
    console.warn(`[tournaments] ${id} failed:`, String(error));
    return { kind: 'error' };
  }
}
