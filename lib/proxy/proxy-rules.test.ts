import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip';
import { splitLocalePrefix, withLocalePrefix } from './locale-path';
import { decideRedirect } from './redirect-rule';
import { decideRegionGate, isNoAccessPath, overrideToStore } from './region-gate';

const visitor = { pathname: '/games/dice', isBot: false, queryOverride: null, cookieOverride: null };

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
  it('lets bots through without a geo check', () => {
    expect(decideRegionGate({ ...visitor, isBot: true })).toEqual({ kind: 'skip' });
  });

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

  it('takes the query override before the cookie, and needs no geo then', () => {
    expect(decideRegionGate({ ...visitor, queryOverride: 'region_restricted' })).toEqual({ kind: 'no-access' });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'region_restricted' })).toEqual({ kind: 'no-access' });
    expect(decideRegionGate({ ...visitor, queryOverride: 'UZ', cookieOverride: 'region_restricted' })).toEqual({
      kind: 'allow',
      region: 'UZ',
    });
    expect(decideRegionGate({ ...visitor, cookieOverride: 'kg' })).toEqual({ kind: 'allow', region: 'KG' });
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
  it('takes the first X-Forwarded-For hop, then X-Real-IP', () => {
    expect(clientIpOf(headers({ 'x-forwarded-for': '95.59.0.1, 10.0.0.1' }))).toBe('95.59.0.1');
    expect(clientIpOf(headers({ 'x-real-ip': '8.8.8.8' }))).toBe('8.8.8.8');
    expect(clientIpOf(headers({}))).toBeNull();
  });
});
