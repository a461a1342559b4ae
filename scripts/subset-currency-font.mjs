#!/usr/bin/env node
// Cuts app/fonts/inter-currency-wght-normal.woff2 (see app/_shell/fonts.ts) from @fontsource-variable/inter's
// latin-ext file: the signs ₸ ₹ ₺ ₼ ₽ with Inter's weight axis kept; and app/fonts/inter-cyrillic-es-wght-normal.woff2,
// the Cyrillic letter с (the KGS sign) from its cyrillic file, for the footer's currency line on pages without Cyrillic
// text. Run it again when the font package changes:
//   npm install --no-save subset-font@2 && node scripts/subset-currency-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const { default: subsetFont } = await import('subset-font');
const files = join(dirname(require.resolve('@fontsource-variable/inter/wght.css')), 'files');
const source = readFileSync(join(files, 'inter-latin-ext-wght-normal.woff2'));
const subset = await subsetFont(source, '₸₹₺₼₽', { targetFormat: 'woff2' });
const target = new URL('../app/fonts/inter-currency-wght-normal.woff2', import.meta.url);
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes`);
const es = await subsetFont(readFileSync(join(files, 'inter-cyrillic-wght-normal.woff2')), 'с', { targetFormat: 'woff2' });
const esTarget = new URL('../app/fonts/inter-cyrillic-es-wght-normal.woff2', import.meta.url);
writeFileSync(esTarget, es);
console.log(`${esTarget.pathname}: ${es.length} bytes`);
