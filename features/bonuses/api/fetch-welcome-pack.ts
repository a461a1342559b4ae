import { activationsReplySchema, welcomePackReplySchema, type ActivationView, type WelcomePackReply } from '@/lib/bonuses/contract';
import { toAcceptLanguage, type LocaleCode } from '@/lib/locales';

export interface ServerApiRequest {
  /** The api as the web server reaches it (API_INTERNAL_URL). */
  apiBaseUrl: string;
  localeCode: LocaleCode;
  timeoutMs: number;
}

async function getJson(url: URL, request: ServerApiRequest, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      Accept: 'application/json',
      'Accept-Language': toAcceptLanguage(request.localeCode),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
  return response.json();
}

/**
 * GET /api/v3/welcome-pack/get-welcome-packs-guest from the web server: the pack's title and each step's real terms
 * in `currency` (without one, the api picks the interface market's). Null on any failure.
 */
export async function fetchWelcomePack(request: ServerApiRequest & { currency?: string | null }): Promise<WelcomePackReply['data'] | null> {
  try {
    const url = new URL('/api/v3/welcome-pack/get-welcome-packs-guest', request.apiBaseUrl);
    if (request.currency) url.searchParams.set('currency', request.currency);
    const parsed = welcomePackReplySchema.safeParse(await getJson(url, request));
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}

/** GET /api/v2/bonuses/activations from the web server with the visitor's token; null on any failure. */
export async function fetchActivationsWithToken(request: ServerApiRequest & { token: string }): Promise<ActivationView[] | null> {
  try {
    const parsed = activationsReplySchema.safeParse(
      await getJson(new URL('/api/v2/bonuses/activations', request.apiBaseUrl), request, request.token),
    );
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
