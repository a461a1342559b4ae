#!/usr/bin/env node
// Turbopack does not tree-shake zod's `export * as locales` namespaces (vercel/next.js#88643, colinhacks/zod#5641):
// every chunk that parses with zod carried all of its locales, about 190 kB of script (36 kB gzip) that the browser
// parses and nobody uses; the web configures no locale but zod's built-in English. This drops the three namespace
// re-exports; a locale stays importable by its own path (`zod/v4/locales/de`). Runs after every install (postinstall);
// idempotent, and it fails loudly when a zod upgrade moved the lines, so the patch cannot silently stop applying.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const LINE = 'export * as locales from "../locales/index.js";';
const FILES = ['v4/classic/external.js', 'v4/core/index.js', 'v4/mini/external.js'];
const root = new URL('../node_modules/zod/', import.meta.url);

if (!existsSync(root)) process.exit(0); // installs without zod (none today) have nothing to patch
for (const file of FILES) {
  const url = new URL(file, root);
  const source = readFileSync(url, 'utf8');
  if (!source.includes(LINE)) {
    if (source.includes('locales: dropped by scripts/patch-zod-locales.mjs')) continue;
    throw new Error(`patch-zod-locales: ${file} no longer has "${LINE}"; check the zod upgrade and this patch`);
  }
  writeFileSync(url, source.replace(LINE, '// locales: dropped by scripts/patch-zod-locales.mjs (import one by its path)'));
}
