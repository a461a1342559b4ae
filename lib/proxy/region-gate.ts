import { parseRegionOverride, resolveRegion, type Region } from '../region';
import { splitLocalePrefix } from './locale-path';

export const NO_ACCESS_PATH = '/no-access';

/** What the api's `GET /geo_ip` told about the visitor: a country, a 451, or nothing usable (failure). */
export type GeoAnswer = { kind: 'country'; countryCode: string | null } | { kind: 'restricted' } | { kind: 'unavailable' };

export interface RegionGateInput {
  pathname: string;
  isBot: boolean;
  queryOverride: string | null;
  cookieOverride: string | null;
}

export type RegionGateDecision =
  | { kind: 'skip' }
  | { kind: 'needs-geo' }
  | { kind: 'allow'; region: Region }
  | { kind: 'no-access' };

/**
 * Spec section 6. Bots and the no-access page itself skip the check. A query override wins over the
 * cookie (and the proxy stores it in the cookie); `region_restricted` sends the visitor to /no-access.
 * Without an override the geo answer decides; a geo failure is only logged and the default rule applies.
 */
export function decideRegionGate(input: RegionGateInput, geo?: GeoAnswer): RegionGateDecision {
  if (input.isBot || isNoAccessPath(input.pathname)) return { kind: 'skip' };
  const override = parseRegionOverride(input.queryOverride) ?? parseRegionOverride(input.cookieOverride);
  if (!override && !geo) return { kind: 'needs-geo' };
  const decision = resolveRegion({
    override,
    countryCode: geo?.kind === 'country' ? geo.countryCode : null,
    geoRestricted: geo?.kind === 'restricted',
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
