/** FNV-1a over the UTF-16 code units: a stable 32-bit number per title, the same on server and client. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A small generator (mulberry32) seeded by a title: every choice a placeholder makes follows from the title alone.
 * Each use names its own `purpose`, so the colours do not decide the motif.
 */
export function titleRandom(name: string, purpose: string): () => number {
  let state = hashText(`${purpose}:${name.trim().toLowerCase()}`);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

export interface TitleColours {
  hue: number;
  from: string;
  to: string;
  /** A light colour opposite the background, for the motif's highlights. */
  accent: string;
  /** The darkest shade of the background, under the title's letters. */
  ink: string;
}

/** A title's colours, from its name (and variant, see title-design.ts): a dark background for white letters and a light accent. */
export function titleColours(name: string, variant = 0): TitleColours {
  const random = titleRandom(name, `colours${variant}`);
  const hue = Math.floor(random() * 360);
  const shift = 30 + Math.floor(random() * 70);
  return {
    hue,
    from: `hsl(${hue} 70% 20%)`,
    to: `hsl(${(hue + shift) % 360} 72% 40%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 72%)`,
    ink: `hsl(${hue} 70% 8%)`,
  };
}
