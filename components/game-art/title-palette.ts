/** FNV-1a over the UTF-16 code units: a stable 32-bit number per title, the same on server and client. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Two colours for a title's placeholder, derived from its name only, dark enough for white letters on top. */
export function titleColours(name: string): { from: string; to: string; accent: string } {
  const hash = hashText(name.trim().toLowerCase());
  const hue = hash % 360;
  const shift = 40 + ((hash >>> 9) % 80);
  return {
    from: `hsl(${hue} 70% 26%)`,
    to: `hsl(${(hue + shift) % 360} 75% 42%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

/** Up to two initials from the title's capitalised words ("Gates of Olympus" -> "GO"), or its first letter. */
export function titleInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const picked = (capitalised.length ? capitalised : words).slice(0, 2);
  return picked.map((word) => [...word][0]!.toUpperCase()).join('');
}
