'use client';

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useLocale } from '@/i18n/navigation';
import { COOKIE_NAMES } from '@/lib/cookies';
import { localeCodeOf, type LocaleCode } from '@/lib/locales';
import { parseRegionOverride } from '@/lib/region';
import { readCookie } from '@/lib/session/token-cookie';

/** GET /geo_ip (spec section 7): the visitor's country as the api sees it, and the region it belongs to. */
export const geoReplySchema = z.object({ data: z.object({ ip: z.string(), country_code: z.string().nullable(), region: z.string() }) });
export type VisitorGeo = z.infer<typeof geoReplySchema>['data'];

let geoRequest: Promise<VisitorGeo | null> | null = null;

/** The visitor's geo record, asked once per page load; null when the lookup fails (only logged, spec section 8). */
export function getVisitorGeo(): Promise<VisitorGeo | null> {
  geoRequest ??= import('@/lib/api/api-client')
    .then(({ apiClient }) => apiClient.get('/geo_ip'))
    .then(({ data }) => geoReplySchema.parse(data).data)
    .catch((error: unknown) => {
      console.warn('geo lookup failed', String(error));
      return null;
    });
  return geoRequest;
}

/** Forgets the cached geo record (tests). */
export function resetVisitorGeo(): void {
  geoRequest = null;
}

export interface VisitorPlace {
  /** A region the visitor chose (region_override), else the geo record's. */
  region: string | null;
  countryCode: string | null;
  localeCode: LocaleCode;
  /** False until the geo lookup has answered (or failed). */
  settled: boolean;
}

/** Where the visitor most likely is, for defaults a form offers (the phone country, the currency). */
export function useVisitorPlace(): VisitorPlace {
  const localeCode = localeCodeOf(useLocale());
  const [geo, setGeo] = useState<VisitorGeo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void getVisitorGeo().then((answer) => {
      if (live) setGeo(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const override = parseRegionOverride(readCookie(COOKIE_NAMES.regionOverride));
  const chosenRegion = override && override !== 'region_restricted' ? override : null;
  return {
    region: chosenRegion ?? geo?.region ?? null,
    countryCode: geo?.country_code ?? null,
    localeCode,
    settled: geo !== undefined,
  };
}
