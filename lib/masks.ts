/**
 * Input masks (spec section 5): `#` a digit, `@` a letter, `*` a letter or a digit; every other
 * character of the pattern is a literal inserted as the user types. This pure implementation formats and
 * validates on both sides (the web's phone field uses it directly). Phone masks: lib/phone.ts.
 */
const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  '@': /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

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
