import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete } from './masks';

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

  it('knows when a mask is complete', () => {
    expect(isMaskComplete('+7 (###) ### ## ##', '+7 (916) 123 45 67')).toBe(true);
    expect(isMaskComplete('+7 (###) ### ## ##', '+7 (916) 123 45 6')).toBe(false);
  });
});
