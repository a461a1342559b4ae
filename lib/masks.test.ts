import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, toImaskOptions } from './masks';

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

  it('translates a mask to imask, escaping literals imask would read as placeholders', () => {
    // +90 and +998 hold digits that are imask's digit placeholder (0) or not: only the 0 needs escaping.
    expect(toImaskOptions('+90 (###) ### ## ##').mask).toBe('+9\\0 (000) 000 00 00');
    expect(toImaskOptions('+998 (##) ###-##-##').mask).toBe('+998 (00) 000-00-00');
    expect(toImaskOptions('@@-**').mask).toBe('aa-**');
    expect(toImaskOptions('@*').definitions['*'].test('-')).toBe(false);
  });
});
