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
  it("has a glyph for every currency sign of spec section 9 and every Kazakh letter (no boxes for ₼ or Ә)", () => {
    const wanted = [...Object.values(CURRENCY_SYMBOLS).join(''), ...KAZAKH];
    expect(wanted.filter((char) => !covered.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('is the file the stylesheet serves for those signs: each needed subset is declared with its unicode-range', () => {
    for (const subset of SUBSETS) expect(css).toContain(`files/inter-${subset}-wght-normal.woff2`);
    expect(css).toMatch(/font-display: swap/);
  });
});
