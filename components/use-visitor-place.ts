'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '@/i18n/navigation';
import { COOKIE_NAMES } from '@/lib/cookies';
import { localeCodeOf, type LocaleCode } from '@/lib/locales';
import { parseRegionOverride } from '@/lib/region';
import { readCookie } from '@/lib/session/token-cookie';
import { getVisitorGeo, type VisitorGeo } from '@/lib/geo/visitor-geo';

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
