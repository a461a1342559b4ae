import { describe, expect, it } from 'vitest';
import { isMaskComplete } from './masks';
import {
  defaultPhoneCountry,
  detectPhoneCountry,
  formatPhone,
  PHONE_COUNTRIES,
  phoneCountryInfo,
  phoneCountryOfE164,
  maskedPhoneToE164,
  toE164,
  typePhone,
} from './phone';

describe('phone countries and masks', () => {
  it('uses the spec phone masks: ru and kz +7 (###) ### ## ##, by +375 (##) ###-##-##', () => {
    expect(phoneCountryInfo('RU').mask).toBe('+7 (###) ### ## ##');
    expect(phoneCountryInfo('KZ').mask).toBe('+7 (###) ### ## ##');
    expect(phoneCountryInfo('BY').mask).toBe('+375 (##) ###-##-##');
  });

  it('formats phones as typed, with or without the country code or a trunk prefix', () => {
    expect(formatPhone('RU', '9161234567')).toBe('+7 (916) 123 45 67');
    expect(formatPhone('RU', '+7 916 123-45-67')).toBe('+7 (916) 123 45 67');
    expect(formatPhone('KZ', '87012345678')).toBe('+7 (701) 234 56 78');
    expect(formatPhone('KZ', '701')).toBe('+7 (701');
    expect(formatPhone('BY', '291234567')).toBe('+375 (29) 123-45-67');
    expect(formatPhone('UZ', '+998 90 123 45 67')).toBe('+998 (90) 123-45-67');
    expect(formatPhone('TR', '05321234567')).toBe('+90 (532) 123 45 67');
    expect(formatPhone('KG', '700123456')).toBe('+996 (700) 123-456');
    expect(formatPhone('IN', '+91 98765 43210')).toBe('+91 98765 43210');
  });

  it('never rewrites a foreign number into +7: a +998 number is Uzbek', () => {
    expect(detectPhoneCountry('+998901234567')).toBe('UZ');
    expect(detectPhoneCountry('+994 50 123 45 67')).toBe('AZ');
    expect(detectPhoneCountry('0090 532 123 45 67')).toBe('TR');
    expect(detectPhoneCountry('+996700123456')).toBe('KG');
    expect(detectPhoneCountry('+91 98765 43210')).toBe('IN');
    expect(detectPhoneCountry('+375291234567')).toBe('BY');
    expect(detectPhoneCountry('+7 701 234 56 78')).toBe('KZ');
    expect(detectPhoneCountry('+7 916 123 45 67')).toBe('RU');
    expect(detectPhoneCountry('9161234567')).toBeNull();
    expect(detectPhoneCountry('+1 202 555 0100')).toBeNull();
  });

  it('gives the E.164 form of a complete number only, and knows the country of an E.164 number', () => {
    expect(toE164('KZ', '+7 (701) 234 56 78')).toBe('+77012345678');
    expect(toE164('KZ', '+7 (701) 234')).toBeNull();
    expect(toE164('UZ', '+998 (90) 123-45-67')).toBe('+998901234567');
    expect(phoneCountryOfE164('+998901234567')).toBe('UZ');
    expect(phoneCountryOfE164('+99890123456')).toBeNull();
    expect(phoneCountryOfE164('+77012345678')).toBe('KZ');
    for (const { country, mask } of PHONE_COUNTRIES) {
      const full = formatPhone(country, mask.replace(/#/g, '7'));
      expect(isMaskComplete(mask, full)).toBe(true);
      expect(phoneCountryOfE164(toE164(country, full)!)).toBe(country === 'RU' ? 'KZ' : country);
    }
  });

  it('defaults the country from the region, the geo country, then the locale', () => {
    expect(defaultPhoneCountry({ region: 'KZ' })).toBe('KZ');
    expect(defaultPhoneCountry({ region: 'UZ', localeCode: 'ru' })).toBe('UZ');
    expect(defaultPhoneCountry({ region: 'RU', countryCode: 'AZ' })).toBe('AZ');
    expect(defaultPhoneCountry({ region: 'RU', countryCode: 'DE', localeCode: 'kz' })).toBe('KZ');
    expect(defaultPhoneCountry({ localeCode: 'en' })).toBe('RU');
  });
});

describe('typing into the phone field', () => {
  it('fills the chosen country from national digits', () => {
    expect(typePhone('KZ', '7012345678')).toEqual({ country: 'KZ', value: '+7 (701) 234 56 78' });
    expect(typePhone('UZ', '90')).toEqual({ country: 'UZ', value: '+998 (90' });
  });

  it('switches to the country of an international number instead of rewriting it into +7', () => {
    expect(typePhone('RU', '+998901234567')).toEqual({ country: 'UZ', value: '+998 (90) 123-45-67' });
    expect(typePhone('KZ', '+90 532 123 45 67')).toEqual({ country: 'TR', value: '+90 (532) 123 45 67' });
    expect(typePhone('KZ', '+7 (701) 234 56 78')).toEqual({ country: 'KZ', value: '+7 (701) 234 56 78' });
    expect(typePhone('RU', '+7 701')).toEqual({ country: 'RU', value: '+7 (701' });
  });

  it('keeps a code being typed, or one we do not serve, as typed; lets the field be emptied', () => {
    expect(typePhone('RU', '+')).toEqual({ country: 'RU', value: '+' });
    expect(typePhone('RU', '+99')).toEqual({ country: 'RU', value: '+99' });
    expect(typePhone('RU', '+1 202 555')).toEqual({ country: 'RU', value: '+1202555' });
    expect(typePhone('RU', '')).toEqual({ country: 'RU', value: '' });
    expect(typePhone('RU', '+7')).toEqual({ country: 'RU', value: '+7' });
  });

  it('gives the E.164 form of any complete masked number', () => {
    expect(maskedPhoneToE164('+998 (90) 123-45-67')).toBe('+998901234567');
    expect(maskedPhoneToE164('+998 (90) 123-45')).toBeNull();
    expect(maskedPhoneToE164('+1202555')).toBeNull();
  });
});
