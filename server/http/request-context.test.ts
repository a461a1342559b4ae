import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, parseRegionHeader } from './request-context';

describe('Accept-Language', () => {
  it.each([
    [undefined, null],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['pt-BR', 'br'],
    ['kk-KZ', 'kz'],
    ['kz', 'kz'],
    ['de;q=1, en;q=0.5', 'en'],
    ['en;q=0.2, ru;q=0.9', 'ru'],
    ['fr', null],
    ['*', null],
  ])('%s -> %s', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected);
  });
});

describe('Region header', () => {
  it('accepts known regions in any case and ignores the rest', () => {
    expect(parseRegionHeader('kz')).toBe('KZ');
    expect(parseRegionHeader('TR')).toBe('TR');
    expect(parseRegionHeader('XX')).toBeNull();
    expect(parseRegionHeader(undefined)).toBeNull();
  });
});
