#!/usr/bin/env node
// Cuts app/fonts/inter-currency-wght-normal.woff2 (see app/_shell/fonts.ts) from @fontsource-variable/inter's
// latin-ext file: the signs ₸ ₹ ₺ ₼ ₽ with Inter's weight axis kept. Run it again when the font package changes:
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
