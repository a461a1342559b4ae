import { describe, expect, it } from 'vitest';
import { isE164, PHONE_COUNTRIES } from './phone';

describe('isE164', () => {
  it.each([
    '+77012345678',
    '+375291234567',
    '+998901234567',
    '+994501234567',
    '+905321234567',
    '+996700123456',
    '+919876543210',
    '+12345678',
  ])('accepts %s', (value) => expect(isE164(value)).toBe(true));
  it.each(['77012345678', '+07012345678', '+1234567', '+1234567890123456', '+7 701 234 56 78', '+7701234567a', ''])('refuses %s', (value) =>
    expect(isE164(value)).toBe(false),
  );
  it('every mask fills to an E.164 number of its own dial code', () => {
    for (const { dialCode, mask } of PHONE_COUNTRIES) {
      expect(mask.startsWith(`${dialCode} `)).toBe(true);
      expect(isE164(`+${mask.replace(/#/g, '5').replace(/\D/g, '')}`)).toBe(true);
    }
  });
});
