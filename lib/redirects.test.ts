import { describe, expect, it } from 'vitest';
import { normalizeRedirectPath } from './redirects';

describe('normalizeRedirectPath', () => {
  it.each([
    ['/casino', '/casino'],
    ['/casino/', '/casino'],
    ['/ru/casino', '/casino'],
    ['/kz/casino/', '/casino'],
    ['/EN/promo', '/promo'],
    ['/russia', '/russia'],
    ['/ru', '/'],
    ['/', '/'],
    ['', '/'],
    ['/promo?x=1#top', '/promo'],
    ['//a//b/', '/a/b'],
    ['/Casino', '/Casino'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRedirectPath(input)).toBe(expected);
  });
});
