import { describe, expect, it } from 'vitest';
import { pickOfflineLocale } from './offline-locale';

describe('the language of the offline page', () => {
  it('follows the locale prefix of the address first', () => {
    expect(pickOfflineLocale({ pathname: '/ru/faq', storedLocale: 'kz', languages: ['en-US'] })).toBe('ru');
    expect(pickOfflineLocale({ pathname: '/kz', storedLocale: 'ru' })).toBe('kz');
    expect(pickOfflineLocale({ pathname: '/en/games', storedLocale: 'ru' })).toBe('en');
  });

  it('then the locale the site last rendered in this browser', () => {
    expect(pickOfflineLocale({ pathname: '/', storedLocale: 'kz', languages: ['ru-RU'] })).toBe('kz');
    expect(pickOfflineLocale({ pathname: '/games', storedLocale: 'ru' })).toBe('ru');
  });

  it("then the browser's languages, Kazakh as kk", () => {
    expect(pickOfflineLocale({ pathname: '/', storedLocale: null, languages: ['kk-KZ', 'ru'] })).toBe('kz');
    expect(pickOfflineLocale({ pathname: '/', storedLocale: 'xx', languages: ['de-DE', 'ru-RU'] })).toBe('ru');
    expect(pickOfflineLocale({ pathname: '/rules', languages: ['EN-gb'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickOfflineLocale({ pathname: '/', languages: ['de', ''] })).toBe('en');
    expect(pickOfflineLocale({ pathname: '' })).toBe('en');
    expect(pickOfflineLocale({ pathname: '/russia' })).toBe('en');
  });
});
