import { cookies } from 'next/headers';
import { cache } from 'react';
import { webEnv } from '@/lib/config/web-env';
import { COOKIE_NAMES } from '@/lib/cookies';
import { localeCodeOf, type LocaleTag } from '@/lib/locales';
import { parseRegionOverride, REGION_RESTRICTED_OVERRIDE } from '@/lib/region';
import { fetchUserWithToken } from '@/lib/session/fetch-user';
import type { User } from '@/lib/session/user-schema';

/**
 * The signed-in user of this request, loaded by the web server from the token cookie (once per request, never
 * cached), so a signed-in page is rendered signed in and the browser needs neither the api client nor a first
 * fetch to show it. Null without a token or when the api did not answer with a user.
 */
export const loadServerSessionUser = cache(async (locale: LocaleTag): Promise<User | null> => {
  const jar = await cookies();
  const token = jar.get(COOKIE_NAMES.token)?.value;
  if (!token) return null;
  const override = parseRegionOverride(jar.get(COOKIE_NAMES.regionOverride)?.value);
  return fetchUserWithToken({
    apiBaseUrl: webEnv.API_INTERNAL_URL,
    token,
    region: override && override !== REGION_RESTRICTED_OVERRIDE ? override : null,
    localeCode: localeCodeOf(locale),
    timeoutMs: webEnv.API_TIMEOUT_MS,
  });
});
