import { toAcceptLanguage, type LocaleCode } from '../locales';
import { userReplySchema, type User } from './user-schema';

export interface FetchUserInput {
  /** The api as the web server reaches it (API_INTERNAL_URL). */
  apiBaseUrl: string;
  token: string;
  region: string | null;
  localeCode: LocaleCode;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * GET /profile/user from the web server with the visitor's token, the headers the browser's api client sends
 * (Bearer, Region, Accept-Language), never cached. Any failure (401, timeout, a reply that does not parse) is null:
 * the browser then loads the user itself, with the api client's 401 refresh and the logout of a failed load.
 */
export async function fetchUserWithToken(input: FetchUserInput): Promise<User | null> {
  const { apiBaseUrl, token, region, localeCode, timeoutMs, fetchImpl = fetch } = input;
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Accept-Language': toAcceptLanguage(localeCode),
    };
    if (region) headers.Region = region;
    const response = await fetchImpl(new URL('/profile/user', apiBaseUrl), {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = userReplySchema.safeParse(await response.json());
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
