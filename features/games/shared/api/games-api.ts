import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api/api-client';

/** Every games route starts here (docs/games-api.md). */
export const GAMES_API = '/api/v2/games';

/** Who a request plays for: the signed-in player (the client adds the bearer token) or a demo session. */
export interface PlayAs {
  demoToken: string | null;
}

export const DEMO_HEADER = 'X-Demo-Session';

function headersFor(as: PlayAs, idempotencyKey?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (as.demoToken) headers[DEMO_HEADER] = as.demoToken;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}

export async function gamesGet<T = unknown>(path: string, as: PlayAs, config: AxiosRequestConfig = {}): Promise<T> {
  const { data } = await apiClient.get<T>(`${GAMES_API}${path}`, { ...config, headers: headersFor(as) });
  return data;
}

/** A POST or PUT: each carries its click's idempotency key, so a retried request settles once. */
export async function gamesSend<T = unknown>(
  method: 'post' | 'put',
  path: string,
  body: unknown,
  as: PlayAs,
  idempotencyKey: string,
): Promise<T> {
  const { data } = await apiClient.request<T>({
    method,
    url: `${GAMES_API}${path}`,
    data: body ?? {},
    headers: headersFor(as, idempotencyKey),
  });
  return data;
}

/** The api's origin, for the EventSource of the feed stream (axios is not used there). */
export function gamesStreamUrl(path: string, params: Record<string, string>): string {
  const base = apiClient.defaults.baseURL ?? '';
  return `${base.replace(/\/$/, '')}${GAMES_API}${path}?${new URLSearchParams(params).toString()}`;
}
