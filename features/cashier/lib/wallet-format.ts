import { applyMask } from '@/lib/masks';
import { detectPhoneCountry, formatPhone } from '@/lib/phone';

/** Card numbers have 16 digits (some 19): groups of four, as printed on the card. */
export const CARD_MASK = '#### #### #### #### ###';

export function formatCardNumber(input: string): string {
  return applyMask(CARD_MASK, input.replace(/\D/g, ''));
}

export function cardDigitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** ISO/IEC 7812: 16 to 19 digits and a valid Luhn check digit, what every real card number has. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigitsOf(value);
  if (!/^\d{16,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A phone number to transfer to, in its country's mask (spec section 5: ru and kz `+7 (###) ### ## ##`). A number
 * without a plus is read as a +7 one (with or without the trunk 8); one we cannot place is shown as it came.
 */
export function formatPhoneNumber(raw: string): string {
  const text = raw.trim();
  if (text.startsWith('+') || text.startsWith('00')) {
    const country = detectPhoneCountry(text);
    return country ? formatPhone(country, text) : text;
  }
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10 || (digits.length === 11 && /^[78]/.test(digits))) return formatPhone('RU', digits);
  return text;
}

/** Crypto addresses are long runs of letters and digits (some with a chain prefix such as "bitcoincash:"). */
export function isCryptoAddress(value: string): boolean {
  return /^[A-Za-z0-9:_-]{20,128}$/.test(value.trim());
}
