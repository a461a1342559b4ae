import { describe, expect, it } from 'vitest';
import { localeCodeOf, localeTagOf, resolveUserLocale, toAcceptLanguage } from './locales';

describe('locales', () => {
  it('are ru, en and kz with their BCP 47 tags', () => {
    expect(localeTagOf('ru')).toBe('ru-RU');
    expect(localeTagOf('en')).toBe('en-US');
    expect(localeTagOf('kz')).toBe('kk-KZ');
    expect(localeCodeOf('kk-KZ')).toBe('kz');
  });

  it('formats kz as Kazakh, not as the en-US fallback plain "kz" would get', () => {
    const date = new Date(Date.UTC(2026, 0, 15));
    const kazakh = new Intl.DateTimeFormat(localeTagOf('kz'), { month: 'long', timeZone: 'UTC' }).format(date);
    const english = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date);
    expect(kazakh).not.toBe(english);
    expect(kazakh.toLowerCase()).toContain('қаңтар');
    expect(new Intl.NumberFormat(localeTagOf('ru')).format(1234.5)).toMatch(/^1\s234,5$/u);
  });

  it('falls back to en for an unsupported user locale', () => {
    expect(resolveUserLocale('kz')).toBe('kz');
    expect(resolveUserLocale('de')).toBe('en');
    expect(resolveUserLocale(null)).toBe('en');
  });

  it('sends br as pt-BR in Accept-Language', () => {
    expect(toAcceptLanguage('br')).toBe('pt-BR');
    expect(toAcceptLanguage('ru')).toBe('ru');
  });
});
