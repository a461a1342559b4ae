import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './format-date';

const date = new Date('2026-11-22T21:05:09Z');

describe('formatDateTime', () => {
  it('writes Kazakh month names itself, as CLDR kk does', () => {
    expect(formatDateTime(date, { locale: 'kk-KZ', dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe(
      '2026 ж. 22 қар., 21:05',
    );
    expect(formatDateTime(date, { locale: 'kk-KZ', dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })).toBe(
      '2026 ж. 22 қар., 21:05:09',
    );
    expect(formatDateTime(date, { locale: 'kk-KZ', dateStyle: 'long', timeZone: 'UTC' })).toBe('2026 ж. 22 қараша');
    expect(formatDateTime(new Date('2026-01-05T00:00:00Z'), { locale: 'kk', dateStyle: 'long', timeZone: 'UTC' })).toBe('2026 ж. 5 қаңтар');
  });

  it('matches what a full ICU (Node) gives for kk, so server and browser agree', () => {
    for (const options of [
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'long' },
      { dateStyle: 'medium', timeStyle: 'medium' },
    ] as const) {
      expect(formatDateTime(date, { locale: 'kk-KZ', timeZone: 'Asia/Almaty', ...options })).toBe(
        new Intl.DateTimeFormat('kk-KZ', { timeZone: 'Asia/Almaty', ...options }).format(date),
      );
    }
  });

  it('never asks Intl for kk, whose data Chromium lacks ("2026 M11 22")', () => {
    const RealFormat = Intl.DateTimeFormat;
    const asked: string[] = [];
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      asked.push(String(locale));
      return new RealFormat(locale, options);
    } as unknown as typeof Intl.DateTimeFormat);
    try {
      formatDateTime(date, { locale: 'kk-KZ', dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    } finally {
      spy.mockRestore();
    }
    expect(asked.filter((locale) => locale.startsWith('kk'))).toEqual([]);
  });

  it('follows the time zone across midnight', () => {
    expect(formatDateTime(date, { locale: 'kk-KZ', dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Almaty' })).toMatch(
      /^2026 ж\. 23 қар\., 0[23]:05$/,
    );
  });

  it('leaves other languages to Intl', () => {
    expect(formatDateTime(date, { locale: 'ru-RU', dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe(
      '22 нояб. 2026 г., 21:05',
    );
    expect(formatDateTime(date, { locale: 'en-US', dateStyle: 'long', timeZone: 'UTC' })).toBe('November 22, 2026');
  });
});
