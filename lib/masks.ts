/**
 * Input masks (spec section 5): `#` a digit, `@` a letter, `*` a letter or a digit; every other
 * character of the pattern is a literal inserted as the user types. The web feeds these patterns to
 * imask; this pure implementation formats and validates on both sides.
 */
export const PHONE_MASKS = {
  ru: '+7 (###) ### ## ##',
  kz: '+7 (###) ### ## ##',
  by: '+375 (##) ###-##-##',
} as const;
export type PhoneMaskCountry = keyof typeof PHONE_MASKS;

const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  '@': /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

export function isMaskToken(char: string): boolean {
  return char in TOKENS;
}

/** Applies a mask to raw input: accepted characters fill tokens in order, literals are inserted. */
export function applyMask(pattern: string, input: string): string {
  const chars = [...input];
  let out = '';
  let cursor = 0;
  for (const slot of pattern) {
    const token = TOKENS[slot];
    if (!token) {
      if (cursor >= chars.length) break;
      out += slot;
      if (chars[cursor] === slot) cursor += 1;
      continue;
    }
    while (cursor < chars.length && !token.test(chars[cursor])) cursor += 1;
    if (cursor >= chars.length) break;
    out += chars[cursor];
    cursor += 1;
  }
  return out;
}

/** True when the value fills the mask completely. */
export function isMaskComplete(pattern: string, value: string): boolean {
  const chars = [...value];
  const slots = [...pattern];
  if (chars.length !== slots.length) return false;
  return slots.every((slot, index) => {
    const token = TOKENS[slot];
    return token ? token.test(chars[index]) : chars[index] === slot;
  });
}

/**
 * Formats a phone number for a country: the input's digits fill the national part of the mask. A leading
 * country code (or the trunk 8 of ru/kz numbers) is dropped only when the input is longer than a national number.
 */
export function formatPhone(country: PhoneMaskCountry, input: string): string {
  const pattern = PHONE_MASKS[country];
  const prefixDigits = pattern.split(' ')[0].replace(/\D/g, '');
  const nationalLength = [...pattern].filter((char) => char === '#').length;
  let digits = input.replace(/\D/g, '');
  if (digits.length > nationalLength) {
    if (digits.startsWith(prefixDigits)) digits = digits.slice(prefixDigits.length);
    else if (country !== 'by' && digits.startsWith('8')) digits = digits.slice(1);
  }
  return applyMask(pattern, prefixDigits + digits);
}

/** The E.164 form of a complete masked phone (`+7 (701) 234 56 78` -> `+77012345678`), or null. */
export function toE164(country: PhoneMaskCountry, value: string): string | null {
  if (!isMaskComplete(PHONE_MASKS[country], value)) return null;
  return `+${value.replace(/\D/g, '')}`;
}
