import { headers } from 'next/headers';
import { cache } from 'react';
import type { CasinoCategory } from '@/lib/casino/contract';
import { webEnv } from '@/lib/config/web-env';
import { clientIpOf } from '@/lib/proxy/client-ip';
import { loadCatalog } from '@/features/casino/server-catalog';

/**
 * The casino catalogue of one category for this request, asked once per render with the visitor's address as the
 * proxy's geo check reads it (never a hop the client wrote), so the api leaves out what their country may not play.
 */
export const requestCatalog = cache(async (category: CasinoCategory) => {
  const forwardedFor = clientIpOf(await headers(), webEnv.TRUSTED_PROXY_HOPS);
  return loadCatalog(category, { forwardedFor });
});
