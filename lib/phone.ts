/**
 * Phone numbers of the markets the product serves. The web offers these as a country choice with their masks
 * (`#` a digit, the rest literals, see lib/masks.ts); the api stores and checks only the E.164 form.
 */
export const PHONE_COUNTRIES = [
  { country: 'RU', dialCode: '+7', mask: '+7 (###) ### ## ##' },
  { country: 'KZ', dialCode: '+7', mask: '+7 (###) ### ## ##' },
  { country: 'BY', dialCode: '+375', mask: '+375 (##) ###-##-##' },
  { country: 'UZ', dialCode: '+998', mask: '+998 (##) ###-##-##' },
  { country: 'AZ', dialCode: '+994', mask: '+994 (##) ###-##-##' },
  { country: 'TR', dialCode: '+90', mask: '+90 (###) ### ## ##' },
  { country: 'KG', dialCode: '+996', mask: '+996 (###) ###-###' },
  { country: 'IN', dialCode: '+91', mask: '+91 ##### #####' },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['country'];

/** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all (8 at least here). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value);
}
