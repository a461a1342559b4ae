import { AxiosError } from 'axios';
import { apiClient } from '@/lib/api/api-client';
import { MIRROR_PATHS, mirrorsToCheckSchema, type MirrorToCheck } from '@/lib/mirrors/contract';

/** Spec section 8: a failed mirror list or result post is logged with its status and body. */
function logFailure(what: string, error: unknown): void {
  if (error instanceof AxiosError)
    console.warn(`[mirror-check] ${what} failed`, error.response?.status ?? 'no answer', error.response?.data ?? error.message);
  else console.warn(`[mirror-check] ${what} failed`, String(error));
}

export async function fetchMirrorsToCheck(): Promise<MirrorToCheck[] | null> {
  try {
    const { data } = await apiClient.get<unknown>(MIRROR_PATHS.mirrorsToCheck);
    const parsed = mirrorsToCheckSchema.safeParse(data);
    if (!parsed.success) {
      logFailure('mirror list', 'unexpected reply');
      return null;
    }
    return parsed.data.data.domains;
  } catch (error) {
    logFailure('mirror list', error);
    return null;
  }
}

export async function sendMirrorResults(results: Record<string, number | null>): Promise<void> {
  try {
    await apiClient.post(MIRROR_PATHS.antiBonusResult, { results });
  } catch (error) {
    logFailure('result post', error);
  }
}
