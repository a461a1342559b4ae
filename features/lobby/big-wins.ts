import { webEnv } from '@/lib/config/web-env';
import { BIG_WINS_FEED_PATH, toBigWin, type BigWin } from './lib/big-win';

/**
 * The recent big wins for the lobby's strip, from the games api's public `big_wins` feed (settled real-money bets
 * only; a player who hides their statistics comes without a name). The server render asks it once per request; an
 * api that is down or slow costs the strip, never the page: it is then empty, and an empty strip is not shown.
 */
export async function listRecentBigWins(
  options: { apiBaseUrl?: string; timeoutMs?: number; onError?: (error: unknown) => void } = {},
): Promise<readonly BigWin[]> {
  const { apiBaseUrl = webEnv.API_INTERNAL_URL, timeoutMs = webEnv.API_TIMEOUT_MS, onError = logFailure } = options;
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${BIG_WINS_FEED_PATH}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    const rows =
      typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
        ? (body as { data: unknown[] }).data
        : [];
    return rows.map(toBigWin).filter((win): win is BigWin => win !== null);
  } catch (error) {
    onError(error);
    return [];
  }
}

function logFailure(error: unknown) {
  console.warn('[lobby] big wins feed failed:', String(error));
}
