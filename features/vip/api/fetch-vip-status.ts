import { toAcceptLanguage, type LocaleCode } from '@/lib/locales';
import { vipStatusReplySchema, type VipStatus } from '@/lib/vip/contract';

export interface VipStatusRequest {
  /** The api as the web server reaches it (API_INTERNAL_URL). */
  apiBaseUrl: string;
  token: string;
  localeCode: LocaleCode;
  timeoutMs: number;
}

/**
 * GET /api/v2/vip/status from the web server with the visitor's token, never cached; null on any failure (the
 * browser then asks itself, with the api client's 401 refresh).
 */
export async function fetchVipStatusWithToken(request: VipStatusRequest): Promise<VipStatus | null> {
  try {
    const response = await fetch(new URL('/api/v2/vip/status', request.apiBaseUrl), {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${request.token}`,
        'Accept-Language': toAcceptLanguage(request.localeCode),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = vipStatusReplySchema.safeParse(await response.json());
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
