import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS } from '@/lib/currencies';
import { woff2CodePoints } from './support/woff2-cmap';

const fontDir = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'));
const css = readFileSync(join(fontDir, 'wght.css'), 'utf8');
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
const covered = new Set(SUBSETS.flatMap((subset) => [...woff2CodePoints(join(fontDir, `files/inter-${subset}-wght-normal.woff2`))]));
const KAZAKH = 'АаӘәБбВвГгҒғДдЕеЁёЖжЗзИиЙйКкҚқЛлМмНнҢңОоӨөПпРрСсТтУуҰұҮүФфХхҺһЦцЧчШшЩщЪъЫыІіЬьЭэЮюЯя';

describe('the self-hosted font', () => {
  it('has a glyph for every currency sign of spec section 9 and every Kazakh letter (no boxes for ₼ or Ә)', () => {
    const wanted = [...Object.values(CURRENCY_SYMBOLS).join(''), ...KAZAKH];
    expect(wanted.filter((char) => !covered.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('is the file the stylesheet serves for those signs: each needed subset is declared with its unicode-range', () => {
    for (const subset of SUBSETS) expect(css).toContain(`files/inter-${subset}-wght-normal.woff2`);
    expect(css).toMatch(/font-display: swap/);
  });

  it("draws every sign outside Inter's latin file from the 2 kB currency cut, so no page needs the 85 kB latin-ext file for them", () => {
    const latin = woff2CodePoints(join(fontDir, 'files/inter-latin-wght-normal.woff2'));
    const cut = woff2CodePoints(join(process.cwd(), 'app/fonts/inter-currency-wght-normal.woff2'));
    const outsideLatin = [...Object.values(CURRENCY_SYMBOLS).join('')].filter(
      (char) => !latin.has(char.codePointAt(0) ?? 0) && !/[\u0400-\u04ff]/.test(char),
    );
    expect(outsideLatin.length).toBeGreaterThan(0);
    expect(outsideLatin.filter((char) => !cut.has(char.codePointAt(0) ?? 0))).toEqual([]);
    const fonts = readFileSync(join(process.cwd(), 'app/_shell/fonts.ts'), 'utf8');
    const range = /value: '(U\+20B8[^']*)'/.exec(fonts)?.[1] ?? '';
    const inRange = (code: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part
          .replace('U+', '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        return code >= from && code <= to;
      });
    expect(outsideLatin.filter((char) => !inRange(char.codePointAt(0) ?? 0))).toEqual([]);
  });
});
