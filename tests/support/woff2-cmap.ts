import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

// The WOFF2 "known table" tags by their 6-bit index (W3C WOFF2, section 5.1); only the ones before cmap's data matter.
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix'
    .split(' ')
    .map((tag) => tag.replace('_', ' '));

/** The code points a WOFF2 font maps to glyphs: its table directory, the one brotli stream, then cmap formats 4 and 12. */
export function woff2CodePoints(file: string): Set<number> {
  const bytes = readFileSync(file);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes[at++];
      value = value * 128 + (byte & 127);
      if (!(byte & 128)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0, count = bytes.readUInt16BE(12); i < count; i++) {
    const flags = bytes[at++];
    let tag = KNOWN_TAGS[flags & 63];
    if ((flags & 63) === 63) {
      tag = bytes.toString('latin1', at, at + 4);
      at += 4;
    }
    let length = base128();
    const transform = (flags >> 6) & 3;
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    if (transformed) length = base128();
    tables.push({ tag, length });
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + bytes.readUInt32BE(20)));
  let offset = 0;
  let cmap: Buffer | null = null;
  for (const table of tables) {
    if (table.tag === 'cmap') cmap = data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  if (!cmap) throw new Error(`no cmap in ${file}`);
  const points = new Set<number>();
  for (let i = 0, count = cmap.readUInt16BE(2); i < count; i++) {
    const sub = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(sub);
    if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(sub + 14 + s * 2);
        const start = cmap.readUInt16BE(sub + 16 + segments * 2 + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) points.add(code);
      }
    } else if (format === 12) {
      for (let g = 0, groups = cmap.readUInt32BE(sub + 12); g < groups; g++) {
        const start = cmap.readUInt32BE(sub + 16 + g * 12);
        const end = cmap.readUInt32BE(sub + 20 + g * 12);
        for (let code = start; code <= end; code++) points.add(code);
      }
    }
  }
  return points;
}
