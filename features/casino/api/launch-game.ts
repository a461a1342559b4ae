import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { readApiFailure } from '@/lib/api/validation-errors';
import { LAUNCH_REFUSALS, launchBodySchema, launchReplySchema, type LaunchBody, type LaunchRefusal } from '@/lib/casino/contract';

/** POST /api/v2/games/launch: the URL of the game's page for the iframe (real mode needs the login). */
export async function launchGame(body: LaunchBody): Promise<string> {
  const { data } = await apiClient.post<unknown>('/api/v2/games/launch', launchBodySchema.parse(body));
  return launchReplySchema.parse(data).url;
}

export function useLaunchGame() {
  return useMutation({ mutationFn: launchGame });
}

/** Why a launch failed, by the reply's code: a refusal the player can be told about, a lost login, or anything else. */
export type LaunchFailure = LaunchRefusal | 'unauthenticated' | 'unknown';

export function launchFailureOf(error: unknown): LaunchFailure {
  const { status, code } = readApiFailure(error);
  if (status === 401) return 'unauthenticated';
  return LAUNCH_REFUSALS.find((refusal) => refusal === code) ?? 'unknown';
}
