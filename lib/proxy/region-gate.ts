import { parseRegionOverride, REGION_RESTRICTED_OVERRIDE, resolveRegion, type Region } from '../region';
import { splitLocalePrefix } from './locale-path';

export const NO_ACCESS_PATH = '/no-access';

/** What the api's `GET /geo_ip` told about the visitor: a country, a 451, or nothing usable (failure). */
export type GeoAnswer = { kind: 'country'; countryCode: string | null } | { kind: 'restricted' } | { kind: 'unavailable' };

export interface RegionGateInput {
  pathname: string;
  queryOverride: string | null;
  cookieOverride: string | null;
}

export type RegionGateDecision = { kind: 'skip' } | { kind: 'needs-geo' } | { kind: 'allow'; region: Region } | { kind: 'no-access' };

/**
 * Spec section 6, hardened (issue 7): the no-access page itself is never gated. The override
 * `region_restricted` sends anyone to /no-access at once; any other visitor needs the geo answer, and a
 * restricted country (the api's 451) keeps them on /no-access whatever override, cookie or user agent
 * they send. Otherwise a query override wins over the cookie (the proxy stores it) to choose the region;
 * a geo failure is only logged and the default rule applies.
 */
export function decideRegionGate(input: RegionGateInput, geo?: GeoAnswer): RegionGateDecision {
  if (isNoAccessPath(input.pathname)) return { kind: 'skip' };
  const override = parseRegionOverride(input.queryOverride) ?? parseRegionOverride(input.cookieOverride);
  if (override === REGION_RESTRICTED_OVERRIDE) return { kind: 'no-access' };
  if (!geo) return { kind: 'needs-geo' };
  const decision = resolveRegion({
    override,
    countryCode: geo.kind === 'country' ? geo.countryCode : null,
    geoRestricted: geo.kind === 'restricted',
  });
  return decision.kind === 'restricted' ? { kind: 'no-access' } : { kind: 'allow', region: decision.region };
}

/** The override the proxy should store in the region_override cookie, if the query carried a valid one. */
export function overrideToStore(queryOverride: string | null): string | null {
  return parseRegionOverride(queryOverride);
}

export function isNoAccessPath(pathname: string): boolean {
  return splitLocalePrefix(pathname).path === NO_ACCESS_PATH;
}
