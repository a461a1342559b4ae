/**
 * Spec section 6: the region rule, shared by the web's proxy and the api's geo endpoint.
 * Only KZ is kept as its own region by default; any other country becomes RU. AZ, TR, UZ and KG are
 * kept only when an override names them. The override `region_restricted` sends the visitor to /no-access;
 * no override lets a visitor from a restricted country in.
 */
export const REGIONS = ['RU', 'KZ', 'AZ', 'TR', 'UZ', 'KG'] as const;
export type Region = (typeof REGIONS)[number];

export const DEFAULT_REGION: Region = 'RU';
export const REGION_RESTRICTED_OVERRIDE = 'region_restricted';
const OWN_REGIONS_BY_DEFAULT: readonly Region[] = ['KZ'];

export type RegionDecision = { kind: 'region'; region: Region } | { kind: 'restricted' };

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Normalises an override value from a query or cookie; unknown values are ignored (null). */
export function parseRegionOverride(value: string | null | undefined): Region | typeof REGION_RESTRICTED_OVERRIDE | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.toLowerCase() === REGION_RESTRICTED_OVERRIDE) return REGION_RESTRICTED_OVERRIDE;
  const upper = trimmed.toUpperCase();
  return isRegion(upper) ? upper : null;
}

/** The region a country belongs to without any override. */
export function regionOfCountry(countryCode: string | null | undefined): Region {
  const upper = (countryCode ?? '').toUpperCase();
  return (OWN_REGIONS_BY_DEFAULT as readonly string[]).includes(upper) ? (upper as Region) : DEFAULT_REGION;
}

export function resolveRegion(input: { countryCode?: string | null; override?: string | null; geoRestricted?: boolean }): RegionDecision {
  const override = parseRegionOverride(input.override);
  // An override chooses among allowed regions; it never lifts a restriction (issue 7).
  if (override === REGION_RESTRICTED_OVERRIDE || input.geoRestricted) return { kind: 'restricted' };
  if (override) return { kind: 'region', region: override };
  return { kind: 'region', region: regionOfCountry(input.countryCode) };
}

/** The chat location follows the region: KZ has its own (spec section 6). */
export function chatLocationOf(region: Region): 'kz' | 'default' {
  return region === 'KZ' ? 'kz' : 'default';
}
