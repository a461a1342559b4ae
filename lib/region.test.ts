import { describe, expect, it } from 'vitest';
import { chatLocationOf, parseRegionOverride, regionOfCountry, resolveRegion } from './region';

describe('region rule (spec section 6)', () => {
  it('keeps only KZ as its own region by default; every other country becomes RU', () => {
    expect(regionOfCountry('KZ')).toBe('KZ');
    expect(regionOfCountry('kz')).toBe('KZ');
    expect(regionOfCountry('RU')).toBe('RU');
    expect(regionOfCountry('DE')).toBe('RU');
    expect(regionOfCountry(null)).toBe('RU');
  });

  it('keeps AZ, TR, UZ and KG only with an override', () => {
    for (const code of ['AZ', 'TR', 'UZ', 'KG']) {
      expect(resolveRegion({ countryCode: code })).toEqual({ kind: 'region', region: 'RU' });
      expect(resolveRegion({ countryCode: 'DE', override: code })).toEqual({ kind: 'region', region: code });
    }
  });

  it('sends region_restricted overrides and geo 451s to no-access', () => {
    expect(resolveRegion({ override: 'region_restricted', countryCode: 'KZ' })).toEqual({ kind: 'restricted' });
    expect(resolveRegion({ geoRestricted: true })).toEqual({ kind: 'restricted' });
  });

  it('never lets an override lift a geo 451 (issue 7)', () => {
    for (const override of ['kz', 'RU', 'uz', 'AZ', 'TR', 'KG']) {
      expect(resolveRegion({ override, geoRestricted: true })).toEqual({ kind: 'restricted' });
    }
  });

  it('ignores unknown overrides', () => {
    expect(resolveRegion({ override: 'XX', countryCode: 'KZ' })).toEqual({ kind: 'region', region: 'KZ' });
    expect(parseRegionOverride('  uz ')).toBe('UZ');
    expect(parseRegionOverride('')).toBeNull();
    expect(parseRegionOverride('Region_Restricted')).toBe('region_restricted');
  });

  it('gives KZ its own chat location', () => {
    expect(chatLocationOf('KZ')).toBe('kz');
    expect(chatLocationOf('RU')).toBe('default');
  });
});
