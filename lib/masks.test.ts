import { describe, expect, it } from 'vitest';
import { applyMask, formatPhone, isMaskComplete, PHONE_MASKS, toE164 } from './masks';

describe('input masks', () => {
  it('# takes digits, @ letters, * either; literals are inserted', () => {
    expect(applyMask('##-##', '1234')).toBe('12-34');
    expect(applyMask('@@ ###', 'ab123')).toBe('ab 123');
    expect(applyMask('@@ ###', '1a2b3')).toBe('ab 3');
    expect(applyMask('***-***', 'a1b2c3')).toBe('a1b-2c3');
    expect(applyMask('@@@', 'Жан')).toBe('Жан');
  });

  it('stops at the end of the input and skips characters a token refuses', () => {
    expect(applyMask('(###)', '1')).toBe('(1');
    expect(applyMask('##', 'x1y2z3')).toBe('12');
    expect(applyMask('##', '')).toBe('');
  });

  it('uses the spec phone masks: ru and kz +7 (###) ### ## ##, by +375', () => {
    expect(PHONE_MASKS.ru).toBe('+7 (###) ### ## ##');
    expect(PHONE_MASKS.kz).toBe('+7 (###) ### ## ##');
    expect(PHONE_MASKS.by.startsWith('+375')).toBe(true);
  });

  it('formats phones as typed, with or without the country code or a leading 8', () => {
    expect(formatPhone('ru', '9161234567')).toBe('+7 (916) 123 45 67');
    expect(formatPhone('ru', '+7 916 123-45-67')).toBe('+7 (916) 123 45 67');
    expect(formatPhone('kz', '87012345678')).toBe('+7 (701) 234 56 78');
    expect(formatPhone('kz', '701')).toBe('+7 (701');
    expect(formatPhone('by', '291234567')).toBe('+375 (29) 123-45-67');
  });

  it('knows when a mask is complete and gives the E.164 form then', () => {
    expect(isMaskComplete(PHONE_MASKS.ru, '+7 (916) 123 45 67')).toBe(true);
    expect(isMaskComplete(PHONE_MASKS.ru, '+7 (916) 123 45 6')).toBe(false);
    expect(toE164('kz', '+7 (701) 234 56 78')).toBe('+77012345678');
    expect(toE164('kz', '+7 (701) 234')).toBeNull();
  });
});
