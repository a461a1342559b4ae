import { applyMask, isMaskComplete } from './masks';

/**
 * Phone numbers of the markets the product serves. The web offers these as a country choice with their masks
 * (`#` a digit, the rest literals, see lib/masks.ts); the api stores and checks only the E.164 form.
 * ru, kz and by use the spec's masks (section 5). RU and KZ share +7: KZ numbers are those whose national part
 * starts with 6 or 7. `trunk` is the domestic prefix a number may be typed with (8 in ru/kz).
 */
export const PHONE_COUNTRIES = [
  { country: 'RU', dialCode: '+7', mask: '+7 (###) ### ## ##', trunk: '8' },
  { country: 'KZ', dialCode: '+7', mask: '+7 (###) ### ## ##', trunk: '8' },
  { country: 'BY', dialCode: '+375', mask: '+375 (##) ###-##-##', trunk: '80' },
  { country: 'UZ', dialCode: '+998', mask: '+998 (##) ###-##-##', trunk: '' },
  { country: 'AZ', dialCode: '+994', mask: '+994 (##) ###-##-##', trunk: '0' },
  { country: 'TR', dialCode: '+90', mask: '+90 (###) ### ## ##', trunk: '0' },
  { country: 'KG', dialCode: '+996', mask: '+996 (###) ###-###', trunk: '0' },
  { country: 'IN', dialCode: '+91', mask: '+91 ##### #####', trunk: '0' },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['country'];
type PhoneCountryInfo = (typeof PHONE_COUNTRIES)[number];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'RU';

/** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all (8 at least here). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value);
}

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return PHONE_COUNTRIES.some((entry) => entry.country === value);
}

export function phoneCountryInfo(country: PhoneCountry): PhoneCountryInfo {
  return PHONE_COUNTRIES.find((entry) => entry.country === country) ?? PHONE_COUNTRIES[0];
}

const dialDigitsOf = (country: PhoneCountry) => phoneCountryInfo(country).dialCode.slice(1);

/** The digits of a country's national significant number. */
export function nationalLengthOf(country: PhoneCountry): number {
  return [...phoneCountryInfo(country).mask].filter((char) => char === '#').length;
}

/** Whose number this is, from its leading digits in international form (no plus); null when none of ours. */
function countryOfDigits(digits: string): PhoneCountry | null {
  const byLongestDial = [...PHONE_COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length);
  const match = byLongestDial.find((entry) => digits.startsWith(entry.dialCode.slice(1)));
  if (!match) return null;
  if (match.dialCode !== '+7') return match.country;
  return /^7[67]/.test(digits) ? 'KZ' : 'RU';
}

/**
 * The country of a number typed or pasted in international form (`+998 90 123 45 67`, `00998...`), or null when
 * the text is not in international form or its code is none of ours.
 */
export function detectPhoneCountry(text: string): PhoneCountry | null {
  const trimmed = text.trim();
  const international = trimmed.startsWith('+') ? trimmed.slice(1) : trimmed.startsWith('00') ? trimmed.slice(2) : null;
  if (international === null) return null;
  const digits = international.replace(/\D/g, '');
  return digits.length > 0 ? countryOfDigits(digits) : null;
}

/** The country of a complete E.164 number of one of our markets (its code and its length), or null. */
export function phoneCountryOfE164(value: string): PhoneCountry | null {
  if (!isE164(value)) return null;
  const digits = value.slice(1);
  const country = countryOfDigits(digits);
  if (!country) return null;
  return digits.length === dialDigitsOf(country).length + nationalLengthOf(country) ? country : null;
}

/**
 * Formats input for a country's mask: the digits fill the national part. A leading country code, or the country's
 * trunk prefix (8 in ru/kz), is dropped only when the input starts with + or is longer than a national number.
 */
export function formatPhone(country: PhoneCountry, input: string): string {
  const { mask, trunk } = phoneCountryInfo(country);
  const dial = dialDigitsOf(country);
  const nationalLength = nationalLengthOf(country);
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+') || digits.length > nationalLength) {
    if (digits.startsWith(dial)) digits = digits.slice(dial.length);
    else if (trunk && digits.startsWith(trunk) && digits.length > nationalLength) digits = digits.slice(trunk.length);
  }
  return applyMask(mask, dial + digits.slice(0, nationalLength));
}

/** The E.164 form of a complete masked phone (`+7 (701) 234 56 78` -> `+77012345678`), or null. */
export function toE164(country: PhoneCountry, value: string): string | null {
  if (!isMaskComplete(phoneCountryInfo(country).mask, value)) return null;
  return `+${value.replace(/\D/g, '')}`;
}

/** The phone country a visitor most likely has: the region's or the geo country's when one of ours, else kz's for /kz, else RU. */
export function defaultPhoneCountry(input: {
  region?: string | null;
  countryCode?: string | null;
  localeCode?: string | null;
}): PhoneCountry {
  for (const candidate of [input.region, input.countryCode]) {
    const upper = candidate?.toUpperCase();
    if (isPhoneCountry(upper) && upper !== DEFAULT_PHONE_COUNTRY) return upper;
  }
  return input.localeCode === 'kz' ? 'KZ' : DEFAULT_PHONE_COUNTRY;
}

/** The E.164 form of a complete masked phone of any of our countries, or null. */
export function maskedPhoneToE164(value: string): string | null {
  const complete = PHONE_COUNTRIES.some((entry) => isMaskComplete(entry.mask, value));
  return complete ? `+${value.replace(/\D/g, '')}` : null;
}

/**
 * What a phone field shows after an edit, and for which country. Digits typed without a plus fill the chosen
 * country's national number. A number in international form (`+998...`, `00998...`) keeps the chosen country when
 * its code matches, or switches to the country whose code it is; a code still being typed, or one we do not serve,
 * is kept as typed (`+99`, `+1 202...`), never rewritten into another country's number.
 */
export function typePhone(current: PhoneCountry, raw: string): { country: PhoneCountry; value: string } {
  const trimmed = raw.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const digits = trimmed.replace(/\D/g, '').slice(trimmed.startsWith('00') ? 2 : 0);
  if (!international) return { country: current, value: digits ? formatPhone(current, digits) : '' };
  if (!digits) return { country: current, value: trimmed.startsWith('+') ? '+' : '' };
  const country = digits.startsWith(dialDigitsOf(current)) ? current : countryOfDigits(digits);
  if (!country) return { country: current, value: `+${digits}` };
  return { country, value: formatPhone(country, `+${digits}`) };
}
