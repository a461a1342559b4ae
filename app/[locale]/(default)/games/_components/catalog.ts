import { headers } from 'next/headers';
import { cache } from 'react';
import type { CasinoCategory } from '@/lib/casino/contract';
import { loadCatalog } from '@/features/casino/server-catalog';

/** The casino catalogue of one category for this request (asked once per render, with the visitor's address). */
export const requestCatalog = cache(async (category: CasinoCategory) => {
  const forwardedFor = (await headers()).get('x-forwarded-for');
  return loadCatalog(category, { forwardedFor });
});
