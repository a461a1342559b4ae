import { describe, expect, it } from 'vitest';
import { getActiveModal, isVipJoinRequested, withModalFlag, withoutModalFlags } from './query-flags';
import { isStaleChunkError, mayReloadForStaleChunk } from './stale-chunk';
import { TtlCache } from './ttl-cache';

describe('query-flag modals', () => {
  it('opens signup, login or deposit from the query', () => {
    expect(getActiveModal(new URLSearchParams('login'))).toBe('login');
    expect(getActiveModal(new URLSearchParams('a=1&deposit='))).toBe('deposit');
    expect(getActiveModal(new URLSearchParams('a=1'))).toBeNull();
  });

  it('removes the flags and keeps other parameters', () => {
    expect(withoutModalFlags(new URLSearchParams('login&utm_source=x'))).toBe('?utm_source=x');
    expect(withoutModalFlags(new URLSearchParams('signup'))).toBe('');
  });

  it('reads the VIP option of a modal and drops it with the flag', () => {
    expect(isVipJoinRequested(new URLSearchParams('signup&vip'))).toBe(true);
    expect(isVipJoinRequested(new URLSearchParams('signup'))).toBe(false);
    expect(withoutModalFlags(new URLSearchParams('signup&vip&utm_source=x'))).toBe('?utm_source=x');
  });

  it('builds the href that opens one modal in place of another', () => {
    expect(withModalFlag(new URLSearchParams('utm_source=x&login'), 'signup')).toBe('?utm_source=x&signup');
    expect(withModalFlag(new URLSearchParams(''), 'login')).toBe('?login');
    expect(withModalFlag(new URLSearchParams('xlogin=1'), 'login')).toBe('?xlogin=1&login');
  });
});

describe('stale chunks', () => {
  it('recognises chunk-load failures and nothing else', () => {
    expect(isStaleChunkError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isStaleChunkError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });

  it('reloads at most once per 10 s guard', () => {
    expect(mayReloadForStaleChunk(null, 1_000)).toBe(true);
    expect(mayReloadForStaleChunk(1_000, 10_999)).toBe(false);
    expect(mayReloadForStaleChunk(1_000, 11_000)).toBe(true);
  });
});

describe('ttl cache', () => {
  it('expires entries after the TTL and evicts the oldest past the bound', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 2, () => now);
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('d', load)).toBe(1);
    expect(await cache.getOrLoad('d', load)).toBe(1);
  });
});
