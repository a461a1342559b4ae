import geoip from 'geoip-country';
import { regionOfCountry, type Region } from '@/lib/region';
import { RegionRestrictedError } from '../../http/errors';

export type GeoRecord = { ip: string; country_code: string | null; region: Region };

/** The country data ships inside the geoip-country package; nothing is downloaded at run time. */
export function lookupCountry(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

export function resolveGeo(ip: string, restrictedCountries: readonly string[]): GeoRecord {
  const countryCode = lookupCountry(ip);
  if (countryCode && restrictedCountries.includes(countryCode)) throw new RegionRestrictedError();
  return { ip, country_code: countryCode, region: regionOfCountry(countryCode) };
}

/** The player's region (method lists, realtime frames): the Region header the web sends, else the client address's country. */
export function regionOfRequest(request: { ip: string; ctx: { region: Region | null } }): Region {
  return request.ctx.region ?? regionOfCountry(lookupCountry(request.ip));
}
