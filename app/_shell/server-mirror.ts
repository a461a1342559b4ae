import { headers } from 'next/headers';
import { cache } from 'react';
import { webEnv } from '@/lib/config/web-env';
import type { MirrorData } from '@/lib/mirrors/contract';
import { createMirrorLookup } from '@/lib/proxy/api-lookups';
import { requestedUrl } from '@/lib/proxy/sso-handoff';

const lookupMirror = createMirrorLookup({
  apiBaseUrl: webEnv.API_INTERNAL_URL,
  ttlMs: webEnv.MIRROR_CACHE_TTL_MS,
  timeoutMs: webEnv.API_TIMEOUT_MS,
  onError: (what, error) => console.warn(`[mirror] ${what} failed:`, String(error)),
});

/** The mirror data of this request's host (cached briefly per host; an unknown host gets the defaults). */
export const loadServerMirror = cache(async (): Promise<MirrorData> => {
  const requestHeaders = await headers();
  const url = new URL(requestedUrl(requestHeaders, new URL('http://localhost/')));
  return lookupMirror(url.host, url.protocol === 'https:' ? 'https' : 'http');
});
