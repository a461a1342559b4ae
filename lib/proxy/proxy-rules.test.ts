import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip';
import { splitLocalePrefix, withLocalePrefix } from './locale-path';
import { decideRedirect } from './redirect-rule';
import { decideRegionGate, isNoAccessPath, overrideToStore } from './region-gate';

const visitor = { pathname: '/games/dice', queryOverride: null, cookieOverride: null };

describe('locale paths', () => {
  it('splits and restores the ru/en/kz prefix', () => {
    expect(splitLocalePrefix('/ru/games/dice')).toEqual({ prefix: 'ru', path: '/games/dice' });
    expect(splitLocalePrefix('/kz')).toEqual({ prefix: 'kz', path: '/' });
    expect(splitLocalePrefix('/russia')).toEqual({ prefix: null, path: '/russia' });
    expect(withLocalePrefix('kz', '/faq')).toBe('/kz/faq');
    expect(withLocalePrefix('ru', '/')).toBe('/ru');
    expect(withLocalePrefix(null, '/faq')).toBe('/faq');
  });
});

describe('route redirects', () => {
  it('does nothing without a redirect', () => {
    expect(decideRedirect('/faq', '', null)).toEqual({ kind: 'none' });
  });

  it('sends an absolute URL result there', () => {
    expect(decideRedirect('/ru/telegram', '', { target: 'https://t.me/kazino', status: 302 })).toEqual({
      kind: 'redirect',
      location: 'https://t.me/kazino',
      status: 302,
    });
  });

  it('redirects a path internally, keeping the locale and the query', () => {
    expect(decideRedirect('/kz/promo', '?pr=abc', { target: '/bonuses', status: 301 })).toEqual({
      kind: 'redirect',
      location: '/kz/bonuses?pr=abc',
      status: 301,
    });
    expect(decideRedirect('/casino', '', { target: '/', status: 308 })).toEqual({ kind: 'redirect', location: '/', status: 308 });
  });

  it('ignores a target that would loop or leave the site through a protocol-relative path', () => {
    expect(decideRedirect('/ru/faq', '', { target: '/faq', status: 301 })).toEqual({ kind: 'none' });
    expect(decideRedirect('/faq', '', { target: '//evil.example', status: 301 })).toEqual({ kind: 'none' });
    expect(decideRedirect('/faq', '', { target: 'javascript:alert(1)', status: 301 })).toEqual({ kind: 'none' });
  });
});

describe('region gate', () => {
  it('never gates the no-access page itself', () => {
    expect(decideRegionGate({ ...visitor, pathname: '/ru/no-access', queryOverride: 'region_restricted' })).toEqual({ kind: 'skip' });
    expect(isNoAccessPath('/no-access')).toBe(true);
  });

  it('asks for geo when there is no override, and decides from its answer', () => {
    expect(decideRegionGate(visitor)).toEqual({ kind: 'needs-geo' });
    expect(decideRegionGate(visitor, { kind: 'country', countryCode: 'KZ' })).toEqual({ kind: 'allow', region: 'KZ' });
    expect(decideRegionGate(visitor, { kind: 'country', countryCode: 'TR' })).toEqual({ kind: 'allow', region: 'RU' });
    expect(decideRegionGate(visitor, { kind: 'restricted' })).toEqual({ kind: 'no-access' });
  });

  it('treats a geo failure as only logged: the default rule applies', () => {
    expect(decideRegionGate(visitor, { kind: 'unavailable' })).toEqual({ kind: 'allow', region: 'RU' });
  });

  it('sends region_restricted to no-access without a geo call', () => {
    expect(decideRegionGate({ ...visitor, queryOverride: 'region_restricted' })).toEqual({ kind: 'no-access' });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'region_restricted' })).toEqual({ kind: 'no-access' });
  });

  it('still asks geo when a region override is sent, so an override cannot skip the restriction', () => {
    expect(decideRegionGate({ ...visitor, queryOverride: 'UZ' })).toEqual({ kind: 'needs-geo' });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'kz' })).toEqual({ kind: 'needs-geo' });
  });

  it('keeps a visitor from a restricted country on no-access whatever override or cookie they send', () => {
    const restricted = { kind: 'restricted' } as const;
    expect(decideRegionGate({ ...visitor, queryOverride: 'KZ' }, restricted)).toEqual({ kind: 'no-access' });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'UZ' }, restricted)).toEqual({ kind: 'no-access' });
    expect(decideRegionGate({ ...visitor, queryOverride: 'RU', cookieOverride: 'KG' }, restricted)).toEqual({ kind: 'no-access' });
  });

  it('lets an override choose the region of an allowed visitor, the query before the cookie', () => {
    const germany = { kind: 'country', countryCode: 'DE' } as const;
    expect(decideRegionGate({ ...visitor, queryOverride: 'UZ', cookieOverride: 'region_restricted' }, germany)).toEqual({
      kind: 'allow',
      region: 'UZ',
    });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'kg' }, germany)).toEqual({ kind: 'allow', region: 'KG' });
  });

  it('stores only valid query overrides in the cookie', () => {
    expect(overrideToStore('az')).toBe('AZ');
    expect(overrideToStore('region_restricted')).toBe('region_restricted');
    expect(overrideToStore('nonsense')).toBeNull();
    expect(overrideToStore(null)).toBeNull();
  });
});

describe('client ip', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

  it('takes the hop our one proxy appended (the last), never the client-written first hop', () => {
    expect(clientIpOf(headers({ 'x-forwarded-for': '6.6.6.6, 95.59.0.1' }), 1)).toBe('95.59.0.1');
    expect(clientIpOf(headers({ 'x-forwarded-for': '95.59.0.1' }), 1)).toBe('95.59.0.1');
  });

  it('counts the configured number of trusted proxies from the right', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 95.59.0.1, 10.0.0.2' });
    expect(clientIpOf(chain, 2)).toBe('95.59.0.1');
    expect(clientIpOf(chain, 3)).toBe('6.6.6.6');
    expect(clientIpOf(chain, 9)).toBe('6.6.6.6');
  });

  it('ignores X-Real-IP, which a client can send too, and hops that are no address', () => {
    expect(clientIpOf(headers({ 'x-real-ip': '8.8.8.8' }), 1)).toBeNull();
    expect(clientIpOf(headers({}), 1)).toBeNull();
    expect(clientIpOf(headers({ 'x-forwarded-for': '1.2.3.4, not-an-ip' }), 1)).toBeNull();
    expect(clientIpOf(headers({ 'x-forwarded-for': '1.2.3.4, 2a02:6b8::1' }), 1)).toBe('2a02:6b8::1');
  });
});
